"use client";

import "mapbox-gl/dist/mapbox-gl.css";
import MapGL, {
  AttributionControl,
  Layer,
  Marker,
  NavigationControl,
  Source,
  useMap,
} from "react-map-gl/mapbox";
import { MAP_LOCALE_PT_BR } from "@/lib/maps/map-locale";
import {
  clickHandler,
  errorHandler,
  type MapCanvasProps,
  type MapComponents,
  MapComponentsProvider,
} from "./map-components";

// Same props for what our layers use; the types differ only in each library's own style-spec typings.
const COMPONENTS = { Source, Layer, Marker, useMap } as unknown as MapComponents;

/**
 * Mapbox GL with a Mapbox style. `BaseMap` imports this module only when the build has
 * `NEXT_PUBLIC_MAPBOX_TOKEN`: without it, mapbox-gl is never downloaded.
 */
export default function MapboxCanvas({
  choice,
  center,
  zoom,
  attribution,
  interactiveLayerIds,
  onClick,
  onBasemapFailed,
  children,
}: MapCanvasProps<"mapbox">) {
  return (
    <MapGL
      mapboxAccessToken={choice.accessToken}
      initialViewState={{ longitude: center.lon, latitude: center.lat, zoom }}
      mapStyle={choice.style}
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
