import { pmtilesStyle } from "@/server/maps/pmtiles-style";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** `GET /api/mapa/estilo`: the MapLibre style over the server's own PMTiles archive (see pmtiles-style.ts). */
export function GET() {
  const style = pmtilesStyle({
    glyphsUrl: process.env.MAP_GLYPHS_URL,
    spriteUrl: process.env.MAP_SPRITE_URL,
  });
  return Response.json(style, { headers: { "cache-control": "public, max-age=300" } });
}
