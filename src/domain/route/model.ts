/**
 * A truck's day as the route planner sees it: stops with a position, an optional time window and a
 * service time; the drive between them is the great-circle distance at an urban speed. Pure: the
 * caller passes the stops, no clock and no I/O.
 */

export interface RouteStop {
  id: string;
  lat: number;
  lon: number;
  /** Minutes after midnight, local time; null when the client gave no earliest or latest time. */
  windowStart: number | null;
  windowEnd: number | null;
}

export interface RouteOptions {
  /** Average speed in town, km/h (caçamba trucks in traffic). */
  speedKmh: number;
  /** Minutes spent at each stop (lift, set down, photo, CTR). */
  serviceMin: number;
  /** When the truck may reach its first stop, minutes after midnight. */
  dayStartMin: number;
}

export const DEFAULT_ROUTE_OPTIONS: RouteOptions = { speedKmh: 25, serviceMin: 20, dayStartMin: 7 * 60 };

export interface MissedWindow {
  id: string;
  /** Minutes after midnight the truck would arrive; `windowEnd` is the latest it was allowed. */
  arrivalMin: number;
  windowEnd: number;
}

export interface RouteEvaluation {
  /** Kilometres driven from the first stop to the last. */
  km: number;
  missed: MissedWindow[];
  /** When the last stop is served, minutes after midnight. */
  endMin: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, km. */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** All pairwise distances, km: `matrix[i][j]` from stop i to stop j. */
export function distanceMatrix(stops: readonly RouteStop[]): number[][] {
  return stops.map((a) => stops.map((b) => haversineKm(a, b)));
}

/** "08:30" → 510; null for an empty or malformed time. */
export function minutesOf(hhmm: string | null | undefined): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 510 → "08:30" (past midnight wraps to the next day's clock). */
export function clockOf(minutes: number): string {
  const m = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * Drives `order` (indexes into `stops`): arrives, waits for the window to open, serves, drives on.
 * A stop reached after its window closed is a missed window.
 */
export function evaluateOrder(
  stops: readonly RouteStop[],
  matrix: readonly (readonly number[])[],
  order: readonly number[],
  options: RouteOptions = DEFAULT_ROUTE_OPTIONS,
): RouteEvaluation {
  let km = 0;
  let clock = options.dayStartMin;
  const missed: MissedWindow[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (k > 0) {
      const leg = matrix[order[k - 1] as number]?.[i] ?? 0;
      km += leg;
      clock += (leg / options.speedKmh) * 60;
    }
    const stop = stops[i] as RouteStop;
    if (stop.windowStart !== null && clock < stop.windowStart) clock = stop.windowStart;
    if (stop.windowEnd !== null && clock > stop.windowEnd + 1e-9)
      missed.push({ id: stop.id, arrivalMin: clock, windowEnd: stop.windowEnd });
    clock += options.serviceMin;
  }
  return { km, missed, endMin: clock };
}

/**
 * Lexicographic: fewer missed windows first, then a shorter drive (within a metre is a tie), then the
 * day done earlier (a late window served last rather than waited for at dawn).
 */
export function isBetter(a: RouteEvaluation, b: RouteEvaluation): boolean {
  if (a.missed.length !== b.missed.length) return a.missed.length < b.missed.length;
  if (Math.abs(a.km - b.km) > 1e-3) return a.km < b.km;
  return a.endMin < b.endMin - 1e-6;
}
