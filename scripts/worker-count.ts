/** How many app processes `npm start` runs, from `WEB_CONCURRENCY`, and what to tell the operator. */
export interface WorkerCount {
  workers: number;
  /** pt-BR, for the console: why the count differs from what was asked. */
  notice?: string;
  /** pt-BR: the setting is not a number of processes; the start stops. */
  error?: string;
}

export const MAX_WORKERS = 64;

export function workerCount(env: Record<string, string | undefined>): WorkerCount {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { workers: 1 };
  const asked = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(asked) || asked < 1 || asked > MAX_WORKERS)
    return {
      workers: 1,
      error: `WEB_CONCURRENCY deve ser um número inteiro de processos entre 1 e ${MAX_WORKERS} (recebido: "${raw}").`,
    };
  if (asked > 1 && !env.DATABASE_URL)
    return {
      workers: 1,
      notice:
        `WEB_CONCURRENCY=${asked} ignorado: o banco embutido (PGlite) atende um processo só. ` +
        "Para vários processos, use um PostgreSQL (DATABASE_URL=postgres://…).",
    };
  return { workers: asked };
}
