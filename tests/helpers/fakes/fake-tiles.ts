import { geoJSONToTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { type FakeServer, sendJson, startFake } from "./http-fake";

/** The colour the fake style paints streets with: a test finds it in a screenshot of the map. */
export const STREET_COLOUR = { r: 255, g: 0, b: 255 };
export const FAKE_ATTRIBUTION = "© OpenStreetMap contributors (ruas de teste)";

/**
 * A vector tile service as MapLibre meets one: a style JSON (`/styles/ruas.json`), Mapbox Vector Tiles cut
 * on request from `streets` (`/tiles/{z}/{x}/{y}.pbf`, source layer `transportation`, with `name`) and
 * glyph ranges (`/fonts/{fontstack}/{range}.pbf`, valid empty glyph sets: the names take no room).
 */
export async function startFakeTiles(streets: GeoJSON.FeatureCollection): Promise<FakeServer> {
  let base = "";
  const fake = await startFake((url, _req, res) => {
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url.pathname);
    if (url.pathname === "/styles/ruas.json") {
      sendJson(res, 200, {
        version: 8,
        name: "Ruas de teste",
        glyphs: `${base}/fonts/{fontstack}/{range}.pbf`,
        sources: {
          ruas: {
            type: "vector",
            tiles: [`${base}/tiles/{z}/{x}/{y}.pbf`],
            minzoom: 0,
            maxzoom: 14,
            attribution: FAKE_ATTRIBUTION,
          },
        },
        layers: [
          { id: "fundo", type: "background", paint: { "background-color": "#f2efe9" } },
          {
            id: "ruas",
            type: "line",
            source: "ruas",
            "source-layer": "transportation",
            paint: { "line-color": "#ff00ff", "line-width": 14 },
          },
          {
            id: "nomes-das-ruas",
            type: "symbol",
            source: "ruas",
            "source-layer": "transportation",
            layout: {
              "text-field": ["get", "name"],
              "text-font": ["Noto Sans Regular"],
              "symbol-placement": "line",
            },
          },
        ],
      });
    } else if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const cut = geoJSONToTile(streets, z, x, y, { extent: 4096, buffer: 64 });
      const body = cut
        ? fromGeojsonVt({ transportation: cut }, { version: 2, extent: 4096 })
        : new Uint8Array();
      res.writeHead(200, { "content-type": "application/x-protobuf" });
      res.end(Buffer.from(body));
    } else if (url.pathname.startsWith("/fonts/")) {
      res.writeHead(200, { "content-type": "application/x-protobuf" });
      res.end();
    } else {
      sendJson(res, 404, { message: "not found" });
    }
  });
  base = fake.url;
  return fake;
}
