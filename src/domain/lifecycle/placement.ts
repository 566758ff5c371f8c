/**
 * The placement's state machine: planned → placed → removed (or cancelled before delivery). Which jobs
 * may be booked in each state, and the pt-BR refusal when one may not. Pure: the server refuses with
 * it (409, nothing written) and the screens show only the actions it allows.
 */
export const PLACEMENT_STATUSES = ["planned", "placed", "removed", "cancelled"] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

export type PlacementAction = "replan" | "schedule_delivery" | "schedule_pickup" | "schedule_swap";

/** The jobs already booked (scheduled or on the way) for the placement: their dates, aaaa-mm-dd. */
export interface BookedJobs {
  delivery: string | null;
  pickup: string | null;
}

export const NOTHING_BOOKED: BookedJobs = { delivery: null, pickup: null };

interface StateRow<A extends string> {
  label: string;
  meaning: string;
  actions: readonly A[];
}

export const PLACEMENT_STATES: Record<PlacementStatus, StateRow<PlacementAction>> = {
  planned: {
    label: "planejada",
    meaning: "A posição foi conferida e salva; a caçamba ainda não foi entregue.",
    // A pick-up may be booked ahead of the delivery; a swap needs a caçamba already on the street.
    actions: ["replan", "schedule_delivery", "schedule_pickup"],
  },
  placed: {
    label: "na rua",
    meaning: "A caçamba está na obra; o prazo de retirada corre desde a entrega.",
    actions: ["schedule_pickup", "schedule_swap"],
  },
  removed: {
    label: "retirada",
    meaning: "A caçamba foi recolhida; a colocação está encerrada.",
    actions: [],
  },
  cancelled: {
    label: "cancelada",
    meaning: "A colocação foi cancelada antes da entrega.",
    actions: [],
  },
};

export const PLACEMENT_ACTION_LABEL: Record<PlacementAction, string> = {
  replan: "Ajustar colocação",
  schedule_delivery: "Agendar entrega",
  schedule_pickup: "Agendar retirada",
  schedule_swap: "Agendar troca",
};

const brDate = (iso: string) => iso.split("-").reverse().join("/");

/** Why `action` may not happen now, in pt-BR, or null when it may. */
export function placementRefusal(
  status: PlacementStatus,
  booked: BookedJobs,
  action: PlacementAction,
): string | null {
  if (!PLACEMENT_STATES[status].actions.includes(action)) {
    if (status === "placed")
      return action === "schedule_delivery"
        ? "A caçamba desta colocação já está na rua: agende uma retirada ou uma troca."
        : "A caçamba desta colocação já está na rua: a posição não pode mais ser alterada.";
    if (status === "planned") return "A caçamba ainda não foi entregue: não há caçamba para trocar.";
    return action === "schedule_delivery" || action === "replan"
      ? `Esta colocação está ${PLACEMENT_STATES[status].label}: planeje uma nova.`
      : `Esta colocação está ${PLACEMENT_STATES[status].label}: não há caçamba para recolher.`;
  }
  if (action === "schedule_delivery" && booked.delivery)
    return `A entrega desta colocação já está agendada para ${brDate(booked.delivery)}: mude-a no quadro do despacho em vez de agendar outra.`;
  if ((action === "schedule_pickup" || action === "schedule_swap") && booked.pickup)
    return `A retirada desta colocação já está agendada para ${brDate(booked.pickup)}: mude-a no quadro do despacho em vez de agendar outra.`;
  return null;
}

/** The actions a person is offered for the placement now: the state's, minus what is already booked. */
export function placementActions(status: PlacementStatus, booked: BookedJobs): PlacementAction[] {
  return PLACEMENT_STATES[status].actions.filter((a) => placementRefusal(status, booked, a) === null);
}
