import type { MtrSystem } from "@/domain/mtr";

/** The published addresses of each system's web services (production and homologation). */
export const MTR_URLS: Record<MtrSystem, { producao: string; homologacao: string | null }> = {
  /** SINIR's homologation address is given to each integrator: set `MTR_SINIR_URL`. */
  sinir: { producao: "https://admin.sinir.gov.br/apiws/rest", homologacao: null },
  sigor: {
    producao: "https://mtrr.cetesb.sp.gov.br/apiws/rest",
    homologacao: "https://mtrr-hom.cetesb.sp.gov.br/apiws/rest",
  },
  feam: {
    producao: "https://mtr.meioambiente.mg.gov.br/api",
    homologacao: "https://homologa.mtr.meioambiente.mg.gov.br/api",
  },
  inea: { producao: "http://mtr.inea.rj.gov.br/api", homologacao: "http://200.20.53.4:8090/api" },
};

export type MtrMode = "fake" | "homologacao" | "producao";

/** Where the built-in fake answers in the app's own server (`src/server/mtr/fake/`). */
export const FAKE_MTR_PREFIX = "/_fake-mtr";

/**
 * `MTR_MODE`: `producao` (the real systems), `homologacao` (their test environments) or `fake` (the
 * built-in fake on this server, the default: the demo and the tests never reach a real system).
 * `MTR_SINIR_URL`, `MTR_SIGOR_URL`, `MTR_FEAM_URL` and `MTR_INEA_URL` override one system's address.
 */
export function mtrModeFromEnv(env: NodeJS.ProcessEnv = process.env): MtrMode {
  const mode = env.MTR_MODE;
  return mode === "producao" || mode === "homologacao" ? mode : "fake";
}

/**
 * Each system's address. The built-in fake is asked under `/org/<org id>/` for an org's calls, so it keeps
 * each org's tokens, switches and state apart (docs/mtr-cdf.md); the real systems do not need it.
 */
export function mtrBaseUrlFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): (system: MtrSystem, orgId?: string | null) => string {
  const mode = mtrModeFromEnv(env);
  return (system, orgId) => {
    const own = env[`MTR_${system.toUpperCase()}_URL`];
    if (own) return own;
    if (mode !== "fake") {
      const url = MTR_URLS[system][mode];
      if (!url) throw new Error(`MTR_MODE=${mode}: defina MTR_${system.toUpperCase()}_URL.`);
      return url;
    }
    const port = env.PORT ?? "3000";
    return `http://127.0.0.1:${port}${FAKE_MTR_PREFIX}${orgId ? `/org/${orgId}` : ""}/${system}`;
  };
}

/** Seconds the client waits for an answer (`MTR_TIMEOUT_MS`, default 20 s). */
export function mtrTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MTR_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 ? n : 20_000;
}
