"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import { addProtocol, setWorkerUrl } from "maplibre-gl";
import { Protocol } from "pmtiles";
import MapGL, {
  AttributionControl,
  Layer,
  Marker,
  NavigationControl,
  Source,
  useMap,
} from "react-map-gl/maplibre";
import { MAP_LOCALE_PT_BR } from "@/lib/maps/map-locale";
import { clickHandler, errorHandler, type MapCanvasProps, MapComponentsProvider } from "./map-components";

// maplibre 6 is ESM-only and its worker 404s from a Next bundle: the build copies it to public/.
setWorkerUrl("/maplibre-gl-worker.mjs");
// `pmtiles://…` sources: a self-hosted PMTiles archive read by HTTP Range (the app serves one at /api/mapa/pmtiles).
addProtocol("pmtiles", new Protocol().tile);

const COMPONENTS = { Source, Layer, Marker, useMap };

/** MapLibre with the chosen basemap (a style URL or object). Loaded by `BaseMap` when there is no Mapbox token. */
export default function MaplibreCanvas({
  choice,
  center,
  zoom,
  attribution,
  interactiveLayerIds,
  onClick,
  onBasemapFailed,
  children,
}: MapCanvasProps<"maplibre">) {
  return (
    <MapGL
      initialViewState={{ longitude: center.lon, latitude: center.lat, zoom }}
      mapStyle={choice.style}
      // A fallback to the plain style replaces the failed one whole (a diff would need it loaded).
      styleDiffing={false}
      locale={MAP_LOCALE_PT_BR}
      attributionControl={false}
      maxZoom={22}
      style={{ width: "100%", height: "100%" }}
      interactiveLayerIds={interactiveLayerIds}
      onClick={clickHandler(onClick)}
      onError={errorHandler(onBasemapFailed)}
    >
      <NavigationControl showCompass visualizePitch={false} />
      <AttributionControl customAttribution={attribution} compact />
      <MapComponentsProvider value={COMPONENTS}>{children}</MapComponentsProvider>
    </MapGL>
  );
}
