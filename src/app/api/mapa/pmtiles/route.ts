import { pmtilesResponse } from "@/server/maps/pmtiles-file";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** `GET /api/mapa/pmtiles`: the server's own PMTiles archive (`MAP_PMTILES_FILE`), by HTTP Range. Public, like any basemap. */
export function GET(request: Request) {
  return pmtilesResponse(request, process.env.MAP_PMTILES_FILE);
}

export function HEAD(request: Request) {
  return pmtilesResponse(request, process.env.MAP_PMTILES_FILE);
}
