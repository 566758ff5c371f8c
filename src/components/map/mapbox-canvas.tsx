"use client";

import "mapbox-gl/dist/mapbox-gl.css";
import MapGL, { AttributionControl, Layer, Marker, NavigationControl, Source } from "react-map-gl/mapbox";
import { type MapCanvasProps, type MapComponents, MapComponentsProvider } from "./map-components";

// Same props for what our layers use; the types differ only in each library's own style-spec typings.
const COMPONENTS = { Source, Layer, Marker } as unknown as MapComponents;

/**
 * Mapbox GL with a Mapbox style. `BaseMap` imports this module only when the build has
 * `NEXT_PUBLIC_MAPBOX_TOKEN`: without it, mapbox-gl is never downloaded.
 */
export default function MapboxCanvas({
  choice,
  center,
  zoom,
  attribution,
  onClick,
  children,
}: MapCanvasProps<"mapbox">) {
  return (
    <MapGL
      mapboxAccessToken={choice.accessToken}
      initialViewState={{ longitude: center.lon, latitude: center.lat, zoom }}
      mapStyle={choice.style}
      attributionControl={false}
      maxZoom={22}
      style={{ width: "100%", height: "100%" }}
      onClick={onClick ? (e) => onClick({ lon: e.lngLat.lng, lat: e.lngLat.lat }) : undefined}
    >
      <NavigationControl showCompass visualizePitch={false} />
      <AttributionControl customAttribution={attribution} compact />
      <MapComponentsProvider value={COMPONENTS}>{children}</MapComponentsProvider>
    </MapGL>
  );
}
