/** The article by which a load leaves a site only with its CTR. */
export const CTR_REQUIRED_ARTICLE = "JP art. 18, §2º, III";

const LOAD_MOVING_KINDS: ReadonlySet<string> = new Set(["pick_up", "swap", "dump"]);

/** A pick-up, a swap (the full caçamba leaves) and a dump move a load: each needs its CTR. */
export function jobNeedsCtr(kind: string): boolean {
  return LOAD_MOVING_KINDS.has(kind);
}
