import { readFileSync } from "node:fs";
import type { NfseEnvironment } from "@/domain/nfse/dps";

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
 * Where the NFS-e calls go: `NFSE_SEFIN_URL` / `NFSE_ADN_URL` override both environments (the demo
 * and the tests point them at the local fake), `NFSE_CA_FILE` adds a trusted CA, `NFSE_TIMEOUT_MS`
 * bounds each call (30 s).
 */
export function nfseEndpoints(environment: NfseEnvironment): NfseEndpoints {
  const caFile = process.env.NFSE_CA_FILE;
  return {
    sefinUrl: process.env.NFSE_SEFIN_URL || SEFIN[environment],
    adnUrl: process.env.NFSE_ADN_URL || ADN[environment],
    ca: caFile ? readFileSync(caFile, "utf8") : undefined,
    timeoutMs: Number(process.env.NFSE_TIMEOUT_MS) || 30_000,
  };
}

/** verAplic written in every DPS and event. */
export const APP_VERSION = "CacambaCerta-1.0";
