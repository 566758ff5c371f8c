import { resolveMunicipality } from "@/domain/municipalities";
import type { DpsFacts, NfseEnvironment } from "@/domain/nfse/dps";
import { brasiliaDate } from "@/domain/nfse/time";
import { conflict } from "@/server/errors";
import { adnEndpoints } from "./config";
import { type ClientIdentity, type SefinAnswer, sefin } from "./sefin-client";

/** What the ADN says of one municipality (and the service's rate there on the day). */
export interface MunicipalParameters {
  ibge: string;
  name: string;
  /** Whether it issues through the national NFS-e (convênio); null when the ADN did not answer. */
  conveniada: boolean | null;
  /** The ISS rate (%) it set for the service on the day; null when unknown or not set. */
  issRate: number | null;
  /** `adn`: asked now; `cache`: asked earlier (fresh, or stale because the ADN did not answer now); `offline`: never answered. */
  source: "adn" | "cache" | "offline";
}

/** Parameters change rarely: one question per municipality, service and day every 6 hours per process. */
const FRESH_MS = 6 * 3_600_000;
const cache = new Map<string, { at: number; value: Omit<MunicipalParameters, "source"> }>();

const flag = (v: unknown): boolean | null =>
  v === true || v === 1 || v === "1" || v === "S"
    ? true
    : v === false || v === 0 || v === "0" || v === "N"
      ? false
      : null;

/** The convênio answer: `aderenteEmissorNacional` (flat or under `parametrosConvenio`); 404 = no parameters = not in. */
function convenioOf(a: SefinAnswer): boolean | null | "no_answer" {
  if (a.kind === "no_answer") return "no_answer";
  if (a.status === 404) return false;
  if (a.status !== 200) return "no_answer";
  const inner = (a.body.parametrosConvenio ?? a.body) as Record<string, unknown>;
  return flag(inner.aderenteEmissorNacional);
}

function rateOf(a: SefinAnswer): number | null | "no_answer" {
  if (a.kind === "no_answer") return "no_answer";
  if (a.status === 404) return null;
  if (a.status !== 200) return "no_answer";
  const n = Number(a.body.aliquota ?? a.body.aliq);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The ADN's parameters of a municipality (`/parametrizacao/{cMun}/convenio`) and of a service there on
 * a day (`/parametrizacao/{cMun}/{cTribNac}/{AAAA-MM-DD}/aliquota`), over the A1's mutual TLS: cached
 * per process, each call bounded by a short timeout. Offline (no answer): the last answer if any
 * (`cache`), else unknown (`offline`, null fields): the caller goes on and the Sefin decides.
 */
export async function municipalParameters(
  environment: NfseEnvironment,
  identity: ClientIdentity,
  q: { ibge: string; tribNac: string; day: string },
  now = Date.now(),
): Promise<MunicipalParameters> {
  const key = `${environment}:${q.ibge}:${q.tribNac}:${q.day}`;
  const kept = cache.get(key);
  const name = resolveMunicipality(q.ibge)?.name ?? `IBGE ${q.ibge}`;
  if (kept && now - kept.at < FRESH_MS) return { ...kept.value, source: "cache" };
  const endpoints = adnEndpoints(environment);
  const conveniada = convenioOf(await sefin.convenio(endpoints, identity, q.ibge));
  const rate =
    conveniada === true
      ? rateOf(await sefin.aliquota(endpoints, identity, q.ibge, q.tribNac, q.day))
      : conveniada === "no_answer"
        ? "no_answer"
        : null;
  if (conveniada === "no_answer" || rate === "no_answer") {
    if (kept) return { ...kept.value, source: "cache" };
    return {
      ibge: q.ibge,
      name,
      conveniada: conveniada === "no_answer" ? null : conveniada,
      issRate: null,
      source: "offline",
    };
  }
  const value = { ibge: q.ibge, name, conveniada, issRate: rate };
  cache.set(key, { at: now, value });
  return { ...value, source: "adn" };
}

/** Forgets every answer (tests). */
export function clearMunicipalParameters(): void {
  cache.clear();
}

/**
 * The ADN asked before a DPS number is spent: the issuing municipality (cLocEmi) must issue through
 * the national NFS-e (else the Sefin refuses, E0037/E0038); where the ISS is due (cLocPrestacao, LC 116/2003,
 * art. 3º, VI), a municipality in the national system has the rate parametrised and the DPS carries
 * no `pAliq` (the Sefin applies it; layout 1.01, TCTribMunicipal/pAliq), while one outside it needs the
 * rate in the DPS: only a Simples ME/EPP has it here (its bracket), otherwise refused. Refusals in
 * pt-BR; an ADN that does not answer refuses nothing.
 */
export async function checkMunicipalities(
  environment: NfseEnvironment,
  identity: ClientIdentity,
  facts: Pick<DpsFacts, "issuerMunicipalityIbge" | "service" | "provider" | "issuedAt">,
): Promise<{ issuer: MunicipalParameters; place: MunicipalParameters }> {
  const day = brasiliaDate(facts.issuedAt);
  const ask = (ibge: string) =>
    municipalParameters(environment, identity, { ibge, tribNac: facts.service.tribNac, day });
  const issuer = await ask(facts.issuerMunicipalityIbge);
  if (issuer.conveniada === false)
    throw conflict(
      `${issuer.name} (IBGE ${issuer.ibge}), município da empresa, não aderiu à NFS-e nacional (convênio consultado no ADN): emita esta nota no sistema da prefeitura.`,
    );
  const place = facts.service.placeIbge === issuer.ibge ? issuer : await ask(facts.service.placeIbge);
  if (place.conveniada === false && facts.provider.simples !== "me_epp")
    throw conflict(
      `O ISS deste serviço é devido em ${place.name} (LC 116/2003, art. 3º, VI), que não está na NFS-e nacional: a alíquota do município não está no ADN e teria de ir na DPS. Emita esta nota pelo emissor nacional informando a alíquota.`,
    );
  return { issuer, place };
}
