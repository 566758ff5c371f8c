"use client";

import { Box, Text } from "@mantine/core";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useMapChoice } from "./map-choice-context";
import type { MapClick } from "./map-components";

const loading = () => <Text size="sm">Carregando o mapa…</Text>;
// Only the chosen library's chunk is ever requested by the browser.
const MapboxCanvas = dynamic(() => import("./mapbox-canvas"), { ssr: false, loading });
const MaplibreCanvas = dynamic(() => import("./maplibre-canvas"), { ssr: false, loading });

/**
 * The app's map: Mapbox GL when the server has `NEXT_PUBLIC_MAPBOX_TOKEN`, else MapLibre with the
 * basemap the server's environment chooses (see `src/lib/maps/map-choice.ts`). Children draw with `useMapComponents()`, which gives the
 * chosen library's Source / Layer / Marker. Load it with `next/dynamic` and `ssr: false` (WebGL).
 * `attribution` is shown in the corner (OSM-derived features must keep theirs; basemaps bring their own).
 */
export function BaseMap({
  center,
  zoom = 18,
  height = 420,
  attribution,
  label,
  interactiveLayerIds,
  onClick,
  children,
}: {
  center: { lon: number; lat: number };
  zoom?: number;
  height?: number | string;
  /** Data credits, e.g. "© OpenStreetMap contributors, ODbL 1.0" when OSM-derived features are shown. */
  attribution?: string;
  label: string;
  /** Layers whose features a click reports in `hits`. */
  interactiveLayerIds?: string[];
  onClick?: (p: MapClick) => void;
  children?: ReactNode;
}) {
  const choice = useMapChoice();
  const canvas = { center, zoom, attribution, interactiveLayerIds, onClick, children };
  return (
    <Box
      h={height}
      w="100%"
      role="region"
      aria-label={label}
      data-testid="map"
      data-map-lib={choice.lib}
      data-basemap={choice.basemap}
      style={{ borderRadius: 8, overflow: "hidden" }}
    >
      {choice.lib === "mapbox" ? (
        <MapboxCanvas choice={choice} {...canvas} />
      ) : (
        <MaplibreCanvas choice={choice} {...canvas} />
      )}
    </Box>
  );
}
