import { pointAreaDistance } from "../geometry/distance";
import { frameAt, type Position, project, ringCentroid } from "../geometry/projection";

/**
 * How far past its own accuracy the driver's fix at drop-off may fall from the planned footprint before
 * it is flagged: 25 m, about two urban lots' frontage (a phone's GPS among buildings reports 5–20 m).
 * Past it the caçamba may stand at another door than the one planned and checked; the plan still is
 * where the caçamba is for every role, the fix is evidence beside it.
 */
export const FIX_FLAG_BEYOND_ACCURACY_M = 25;

export interface DropOffFix {
  lat: number;
  lon: number;
  accuracyM: number | null;
  at: Date | null;
}

export interface FixEvidence extends DropOffFix {
  /** Metres from the fix to the planned footprint (0 inside it). */
  distanceM: number;
  flagged: boolean;
}

export function fixEvidence(footprint: { coordinates: Position[][] }, fix: DropOffFix): FixEvidence {
  const outer = footprint.coordinates[0] ?? [];
  const [lon0, lat0] = ringCentroid(outer);
  const frame = frameAt(lon0, lat0);
  const distanceM = pointAreaDistance(
    project(frame, [fix.lon, fix.lat]),
    outer.map((p) => project(frame, p)),
  );
  return { ...fix, distanceM, flagged: distanceM - (fix.accuracyM ?? 0) > FIX_FLAG_BEYOND_ACCURACY_M };
}

/** "GPS do motorista na entrega: a 3 m da posição planejada (precisão ±8 m)". */
export function fixSentence(e: FixEvidence): string {
  const m = (n: number) => `${Math.round(n).toLocaleString("pt-BR")} m`;
  const where =
    e.distanceM < 0.5 ? "dentro da posição planejada" : `a ${m(e.distanceM)} da posição planejada`;
  const accuracy = e.accuracyM === null ? "precisão não informada" : `precisão ±${m(e.accuracyM)}`;
  return `GPS do motorista na entrega: ${where} (${accuracy})${e.flagged ? " — conferir no local" : ""}.`;
}
