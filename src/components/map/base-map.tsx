"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import { Box } from "@mantine/core";
import { setWorkerUrl } from "maplibre-gl";
import type { ReactNode } from "react";
import MapGL, { AttributionControl, NavigationControl } from "react-map-gl/maplibre";
import { mapStyle } from "./map-style";

// maplibre 6 is ESM-only and its worker 404s from a Next bundle: the build copies it to public/.
setWorkerUrl("/maplibre-gl-worker.mjs");

const STYLE = mapStyle();

/**
 * MapLibre map with the app's style. Load it with `next/dynamic` and `ssr: false` (WebGL, ESM-only
 * maplibre). `attribution` is shown in the corner (OSM-derived features must keep theirs; the
 * raster basemap brings its own).
 */
export function BaseMap({
  center,
  zoom = 18,
  height = 420,
  attribution,
  label,
  onClick,
  children,
}: {
  center: { lon: number; lat: number };
  zoom?: number;
  height?: number | string;
  /** Data credits, e.g. "© OpenStreetMap contributors, ODbL 1.0" when OSM-derived features are shown. */
  attribution?: string;
  label: string;
  onClick?: (p: { lon: number; lat: number }) => void;
  children?: ReactNode;
}) {
  return (
    <Box
      h={height}
      w="100%"
      role="region"
      aria-label={label}
      data-testid="map"
      style={{ borderRadius: 8, overflow: "hidden" }}
    >
      <MapGL
        initialViewState={{ longitude: center.lon, latitude: center.lat, zoom }}
        mapStyle={STYLE}
        attributionControl={false}
        maxZoom={22}
        style={{ width: "100%", height: "100%" }}
        onClick={onClick ? (e) => onClick({ lon: e.lngLat.lng, lat: e.lngLat.lat }) : undefined}
      >
        <NavigationControl showCompass visualizePitch={false} />
        <AttributionControl customAttribution={attribution} compact />
        {children}
      </MapGL>
    </Box>
  );
}
