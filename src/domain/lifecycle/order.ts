import { type BookedJobs, PLACEMENT_ACTION_LABEL, type PlacementStatus, placementActions } from "./placement";

/**
 * The order's stage as a person sees it, from what happened to it: ordered (open) → scheduled (its
 * placement planned) → on the street (delivered) → picked up (load on its way) → received (done), or
 * cancelled. Derived from the order's row, its latest placement and that placement's load; never stored.
 */
export const ORDER_STAGES = ["open", "scheduled", "on_street", "picked_up", "done", "cancelled"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export type OrderStatus = "open" | "scheduled" | "done" | "cancelled";

export type OrderAction =
  | "plan_placement"
  | "replan_placement"
  | "schedule_delivery"
  | "schedule_pickup"
  | "cancel";

export interface OrderFacts {
  status: OrderStatus;
  /** The order's latest placement that is not cancelled, if any. */
  placementStatus: PlacementStatus | null;
  /** The receiver confirmed the load picked up from that placement (its CTR received). */
  loadReceived: boolean;
}

export const ORDER_STATES: Record<
  OrderStage,
  { label: string; meaning: string; actions: readonly OrderAction[] }
> = {
  open: {
    label: "aguardando",
    meaning: "Pedido recebido; falta planejar onde a caçamba fica na obra.",
    actions: ["plan_placement", "cancel"],
  },
  scheduled: {
    label: "agendado",
    meaning: "A colocação foi planejada; a caçamba ainda não foi entregue.",
    actions: ["replan_placement", "schedule_delivery", "cancel"],
  },
  on_street: {
    label: "na obra",
    meaning: "A caçamba foi entregue e está na obra; o prazo de retirada corre.",
    actions: ["schedule_pickup"],
  },
  picked_up: {
    label: "retirada",
    meaning: "A caçamba cheia foi recolhida e a carga segue com o CTR para o receptor.",
    actions: [],
  },
  done: {
    label: "concluído",
    meaning: "O receptor recebeu a carga: o pedido está encerrado.",
    actions: [],
  },
  cancelled: {
    label: "cancelado",
    meaning: "O pedido foi cancelado antes da entrega.",
    actions: [],
  },
};

export const ORDER_ACTION_LABEL: Record<OrderAction, string> = {
  plan_placement: "Planejar colocação",
  replan_placement: PLACEMENT_ACTION_LABEL.replan,
  schedule_delivery: PLACEMENT_ACTION_LABEL.schedule_delivery,
  schedule_pickup: PLACEMENT_ACTION_LABEL.schedule_pickup,
  cancel: "Cancelar pedido",
};

export function orderStage(facts: OrderFacts): OrderStage {
  if (facts.status === "cancelled") return "cancelled";
  switch (facts.placementStatus) {
    case "removed":
      return facts.loadReceived ? "done" : "picked_up";
    case "placed":
      return "on_street";
    case "planned":
      return "scheduled";
    default:
      // No placement (or only cancelled ones): an order closed before this history existed stays closed.
      return facts.status === "done" ? "done" : "open";
  }
}

/** Why `action` may not happen on the order now, in pt-BR, or null when it may. */
export function orderRefusal(stage: OrderStage, action: OrderAction): string | null {
  if (ORDER_STATES[stage].actions.includes(action)) return null;
  const where = `O pedido está ${ORDER_STATES[stage].label} — ${ORDER_STATES[stage].meaning}`;
  if (action === "cancel")
    return `${where} Não pode mais ser cancelado${stage === "on_street" ? ": agende a retirada da caçamba." : "."}`;
  if (action === "plan_placement")
    return stage === "scheduled"
      ? `${where} Ajuste a colocação já planejada em vez de planejar outra.`
      : `${where} A colocação não pode mais ser planejada.`;
  if (action === "replan_placement")
    return stage === "open"
      ? `${where} Planeje a colocação primeiro.`
      : `${where} A posição não pode mais ser alterada.`;
  return `${where} Não é hora de ${ORDER_ACTION_LABEL[action].toLowerCase()}.`;
}

/**
 * The actions offered on the order now: its stage's, minus the jobs already booked for its placement
 * (no second "Agendar entrega" once the delivery is booked).
 */
export function orderActions(stage: OrderStage, booked: BookedJobs): OrderAction[] {
  return ORDER_STATES[stage].actions.filter((a) => {
    if (a === "schedule_delivery") return placementActions("planned", booked).includes("schedule_delivery");
    if (a === "schedule_pickup") return placementActions("placed", booked).includes("schedule_pickup");
    return true;
  });
}
