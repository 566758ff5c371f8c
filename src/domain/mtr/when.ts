/**
 * When an MTR may still be asked for a CTR. The manifest accompanies the transport (Portaria MMA
 * 280/2020): it is made while the load is still at the site, that is while the CTR is `issued`. Once
 * the load left (`in_transit`) or arrived (`received`), a new manifest would describe a trip already
 * made, one the receiver can never confirm nor certify.
 */
export type MtrTiming = { ok: true } | { ok: false; reason: string };

const AFTER: Record<string, string> = {
  in_transit: "A carga deste CTR já saiu da obra",
  received: "A carga deste CTR já foi recebida pelo destinador",
  rejected: "Este CTR foi recusado pelo destinador",
  cancelled: "Este CTR foi cancelado",
};

export function mtrRequestable(ctrStatus: string): MtrTiming {
  if (ctrStatus === "issued") return { ok: true };
  const what = AFTER[ctrStatus] ?? "Este CTR não está mais na obra";
  if (ctrStatus === "cancelled" || ctrStatus === "rejected")
    return { ok: false, reason: `${what}: não se emite MTR para ele.` };
  return {
    ok: false,
    reason: `${what}: o MTR acompanha o transporte e é emitido antes da saída da carga (Portaria MMA 280/2020), não depois. Esta carga segue com o CTR, sem MTR pela plataforma; nas próximas, emita o MTR antes de registrar a retirada.`,
  };
}
