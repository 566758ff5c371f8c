"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import { setWorkerUrl } from "maplibre-gl";
import MapGL, {
  AttributionControl,
  Layer,
  Marker,
  NavigationControl,
  Source,
  useMap,
} from "react-map-gl/maplibre";
import { clickHandler, type MapCanvasProps, MapComponentsProvider } from "./map-components";

// maplibre 6 is ESM-only and its worker 404s from a Next bundle: the build copies it to public/.
setWorkerUrl("/maplibre-gl-worker.mjs");

const COMPONENTS = { Source, Layer, Marker, useMap };

/** MapLibre with the offline style (see `map-style.ts`). Loaded by `BaseMap` when there is no Mapbox token. */
export default function MaplibreCanvas({
  choice,
  center,
  zoom,
  attribution,
  interactiveLayerIds,
  onClick,
  children,
}: MapCanvasProps<"maplibre">) {
  return (
    <MapGL
      initialViewState={{ longitude: center.lon, latitude: center.lat, zoom }}
      mapStyle={choice.style}
      attributionControl={false}
      maxZoom={22}
      style={{ width: "100%", height: "100%" }}
      interactiveLayerIds={interactiveLayerIds}
      onClick={clickHandler(onClick)}
    >
      <NavigationControl showCompass visualizePitch={false} />
      <AttributionControl customAttribution={attribution} compact />
      <MapComponentsProvider value={COMPONENTS}>{children}</MapComponentsProvider>
    </MapGL>
  );
}
