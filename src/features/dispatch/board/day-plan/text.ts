import { formatDecimal } from "@/lib/format";

/**
 * How the day plan's trips read on the board, pure: "→ Obra Rua X (entrega) · 3,2 km · 07:10–07:40",
 * "→ ATT Paraibuna (descarga) · 14,1 km · 08:05–08:25", "volta ao pátio às 17:05 (6,0 km)".
 */

export interface LegView {
  to: "yard" | "site" | "receiver";
  name: string;
  km: number;
  arrive: string;
  start: string;
  end: string;
}

export const kmText = (km: number) => `${formatDecimal(km, 1)} km`;
export const hoursText = (h: number) => `${formatDecimal(h, 1)} h`;

const WHAT: Record<LegView["to"], (kindLabel: string) => string> = {
  site: (kind) => kind,
  receiver: () => "descarga",
  yard: () => "pega caçamba vazia",
};

/** One leg of a trip: where to, what is done there, the drive's km, and when the work there starts and ends. */
export function legLine(leg: LegView, kindLabel: string): string {
  const times = leg.start === leg.end ? leg.arrive : `${leg.start}–${leg.end}`;
  return `→ ${leg.name} (${WHAT[leg.to](kindLabel)}) · ${kmText(leg.km)} · ${times}`;
}

export function backLine(back: LegView | null, endsAt: string): string {
  return back ? `Volta ao pátio às ${back.arrive} (${kmText(back.km)})` : `Fim do dia no pátio às ${endsAt}`;
}

/** "12,4 km em linha reta" when the distances are straight lines, so nobody reads them as road km. */
export function distanceText(km: number, source: "straight-line" | "road"): string {
  return source === "straight-line" ? `${kmText(km)} em linha reta` : `${kmText(km)} pelas ruas`;
}
