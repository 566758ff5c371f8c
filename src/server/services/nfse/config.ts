import { readFileSync } from "node:fs";
import type { NfseEnvironment } from "@/domain/nfse/dps";
import { conflict } from "@/server/errors";

/** The real services (docs/nfse.md): Sefin Nacional receives DPS and events; the ADN has municipal parameters. */
const SEFIN: Record<NfseEnvironment, string> = {
  production: "https://sefin.nfse.gov.br/SefinNacional",
  restricted: "https://sefin.producaorestrita.nfse.gov.br/SefinNacional",
};
const ADN: Record<NfseEnvironment, string> = {
  production: "https://adn.nfse.gov.br",
  restricted: "https://adn.producaorestrita.nfse.gov.br",
};

export interface NfseEndpoints {
  sefinUrl: string;
  adnUrl: string;
  /** Extra CA certificates to trust (PEM), beside Node's: the local fake's test CA. */
  ca: string | undefined;
  timeoutMs: number;
}

/**
 * `NFSE_MODE`: `fake` (the default: `npm start` runs the local Sefin/ADN simulator and points the calls
 * at it, so the demo and a fresh install never reach the real services) or `nacional` (the real Sefin
 * Nacional and ADN of the hauler's chosen environment). docs/nfse.md.
 */
export type NfseMode = "fake" | "nacional";
export function nfseModeFromEnv(env: NodeJS.ProcessEnv = process.env): NfseMode {
  return env.NFSE_MODE === "nacional" ? "nacional" : "fake";
}

/**
 * Where the NFS-e calls go: `NFSE_SEFIN_URL` / `NFSE_ADN_URL` override both environments (the demo
 * and the tests point them at the local fake), `NFSE_CA_FILE` adds a trusted CA, `NFSE_TIMEOUT_MS`
 * bounds each call (30 s).
 */
export function nfseEndpoints(environment: NfseEnvironment): NfseEndpoints {
  const caFile = process.env.NFSE_CA_FILE;
  if (nfseModeFromEnv() === "fake" && !process.env.NFSE_SEFIN_URL)
    throw conflict(
      "O simulador da NFS-e não está em execução (NFSE_MODE=fake): inicie o servidor com npm start, ou use NFSE_MODE=nacional para a Sefin Nacional.",
    );
  return {
    sefinUrl: process.env.NFSE_SEFIN_URL || SEFIN[environment],
    adnUrl: process.env.NFSE_ADN_URL || ADN[environment],
    ca: caFile ? readFileSync(caFile, "utf8") : undefined,
    timeoutMs: Number(process.env.NFSE_TIMEOUT_MS) || 30_000,
  };
}

/**
 * `NFSE_SIGNATURE_PROFILE`: the XMLDSig profile of every DPS and event signed here (signature.ts).
 * `sha1` (the default): the national manual's C14N 1.0, RSA-SHA1, SHA-1 digest. `sha256`: exclusive
 * C14N and RSA-SHA256, for a Sefin that asks for it. Anything else is refused, nothing signed.
 */
export type SignatureProfile = "sha1" | "sha256";
export function signatureProfileFromEnv(
  env: Record<string, string | undefined> = process.env,
): SignatureProfile {
  const value = env.NFSE_SIGNATURE_PROFILE?.trim().toLowerCase() || "sha1";
  if (value === "sha1" || value === "sha256") return value;
  throw conflict(
    `NFSE_SIGNATURE_PROFILE=${env.NFSE_SIGNATURE_PROFILE} não é um perfil de assinatura da NFS-e: use sha1 (o do manual nacional, padrão) ou sha256. Nada foi assinado.`,
  );
}

/** The ADN's calls (parameters, DANFSe) are bounded by `NFSE_ADN_TIMEOUT_MS` (5 s; never more than the Sefin's timeout). */
export function adnEndpoints(environment: NfseEnvironment): NfseEndpoints {
  const e = nfseEndpoints(environment);
  const own = Number(process.env.NFSE_ADN_TIMEOUT_MS) || 5_000;
  return { ...e, timeoutMs: Math.min(own, e.timeoutMs) };
}

/** verAplic written in every DPS and event. */
export const APP_VERSION = "CacambaCerta-1.0";
