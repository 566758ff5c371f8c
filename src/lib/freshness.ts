/** Where a lag-tolerant read was answered from, and how old its data may be (src/server/db/read-replica.ts). */
export type Freshness =
  /** No replica configured: the primary, as always. */
  | { source: "primary"; replicaLagSeconds: null }
  /** Replica configured but too far behind (or not answering): the primary answered. */
  | { source: "primary"; replicaLagSeconds: number | "unknown" }
  | { source: "replica"; lagSeconds: number };

/**
 * What a screen fed by lag-tolerant reads says about its data's age; null when there is no replica
 * (everything is read from the primary, as always).
 */
export function freshnessLabel(f: Freshness): string | null {
  if (f.source === "replica")
    return f.lagSeconds < 1
      ? "Dados de menos de 1 s atrás (cópia de leitura do banco)."
      : `Dados de até ${Math.ceil(f.lagSeconds)} s atrás (cópia de leitura do banco).`;
  if (f.replicaLagSeconds === null) return null;
  return f.replicaLagSeconds === "unknown"
    ? "A cópia de leitura do banco não respondeu: dados lidos do banco principal, atuais."
    : `A cópia de leitura do banco está ${Math.ceil(f.replicaLagSeconds)} s atrasada: dados lidos do banco principal, atuais.`;
}
