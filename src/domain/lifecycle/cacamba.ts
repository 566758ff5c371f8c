/**
 * Where a caçamba is after each act of its day: left at a site → on the street; picked up full → in
 * transit to the receiver with its load; the receiver confirmed the load (emptied) → back in the yard.
 * Only a caçamba in the yard may be planned or left at a site.
 */
export type CacambaWhere = "yard" | "placed" | "full" | "in_transit" | "maintenance" | "retired";

export const CACAMBA_AFTER = {
  delivered: "placed",
  picked_up: "in_transit",
  load_received: "yard",
} as const satisfies Record<string, CacambaWhere>;

export function availableForDropOff(status: CacambaWhere): boolean {
  return status === "yard";
}
