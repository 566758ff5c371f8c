import { type DistanceTable, haversineKm } from "@/domain/route";
import type { PlacePoint } from "./day-input";

/**
 * The day's distance table. By default the straight line between places (labelled "em linha reta" on
 * the screen: roads are longer). With `ROUTER_URL` and `ROUTER_KIND` (`osrm` or `valhalla`), a road
 * router's table: OSRM's table service (`GET /table/v1/driving/{lon},{lat};…?annotations=distance,duration`,
 * metres and seconds) or Valhalla's matrix (`POST /sources_to_targets`, km and seconds). Should the router
 * fail, the straight line is used and the note says so.
 */

export type RouterKind = "osrm" | "valhalla";

export function straightLineTable(points: readonly PlacePoint[]): DistanceTable {
  return { km: points.map((a) => points.map((b) => haversineKm(a, b))), source: "straight-line" };
}

const ROUTER_TIMEOUT_MS = 5_000;

async function osrmTable(url: string, points: readonly PlacePoint[]): Promise<DistanceTable> {
  const coords = points.map((p) => `${p.lon},${p.lat}`).join(";");
  const res = await fetch(
    `${url.replace(/\/$/, "")}/table/v1/driving/${coords}?annotations=distance,duration`,
    {
      signal: AbortSignal.timeout(ROUTER_TIMEOUT_MS),
    },
  );
  const body = (await res.json()) as { code?: string; distances?: number[][]; durations?: number[][] };
  if (!res.ok || body.code !== "Ok" || !body.distances || !body.durations)
    throw new Error(`OSRM ${res.status} ${body.code ?? ""}`);
  return {
    km: body.distances.map((row) => row.map((m) => m / 1000)),
    minutes: body.durations.map((row) => row.map((s) => s / 60)),
    source: "road",
  };
}

async function valhallaTable(url: string, points: readonly PlacePoint[]): Promise<DistanceTable> {
  const locations = points.map((p) => ({ lat: p.lat, lon: p.lon }));
  const res = await fetch(`${url.replace(/\/$/, "")}/sources_to_targets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sources: locations, targets: locations, costing: "auto", units: "kilometers" }),
    signal: AbortSignal.timeout(ROUTER_TIMEOUT_MS),
  });
  const body = (await res.json()) as {
    sources_to_targets?: { distance: number | null; time: number | null }[][];
  };
  const rows = body.sources_to_targets;
  if (!res.ok || !rows) throw new Error(`Valhalla ${res.status}`);
  return {
    km: rows.map((row) => row.map((c) => c.distance ?? Number.POSITIVE_INFINITY)),
    minutes: rows.map((row) => row.map((c) => (c.time ?? Number.POSITIVE_INFINITY) / 60)),
    source: "road",
  };
}

function checked(table: DistanceTable, n: number): DistanceTable {
  const ok = (m: readonly (readonly number[])[] | undefined) =>
    !m || (m.length === n && m.every((r) => r.length === n && r.every((x) => Number.isFinite(x) && x >= 0)));
  if (!ok(table.km) || !ok(table.minutes)) throw new Error("tabela incompleta (lugar sem rota)");
  return table;
}

export const ROUTER_DOWN =
  "O roteador de ruas não respondeu: as distâncias são em linha reta (as ruas são mais longas).";

/** The table and, when the router failed, the note that says the straight line was used. */
export async function distanceTable(
  points: readonly PlacePoint[],
  env: Record<string, string | undefined> = process.env,
): Promise<{ table: DistanceTable; note: string | null }> {
  const url = env.ROUTER_URL?.trim();
  const kind = env.ROUTER_KIND?.trim() as RouterKind | undefined;
  if (!url || (kind !== "osrm" && kind !== "valhalla") || points.length < 2)
    return { table: straightLineTable(points), note: null };
  try {
    const table = kind === "osrm" ? await osrmTable(url, points) : await valhallaTable(url, points);
    return { table: checked(table, points.length), note: null };
  } catch (e) {
    console.warn(
      `day plan: router ${kind} at ${url} failed, straight line used: ${e instanceof Error ? e.message : e}`,
    );
    return { table: straightLineTable(points), note: ROUTER_DOWN };
  }
}
