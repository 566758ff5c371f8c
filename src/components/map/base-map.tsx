"use client";

import { Box, Text } from "@mantine/core";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { BASEMAP_FAILED_NOTICE } from "@/lib/maps/basemap-failure";
import { useMapChoice } from "./map-choice-context";
import type { MapClick } from "./map-components";
import { useBasemap } from "./use-basemap";

const loading = () => <Text size="sm">Carregando o mapa…</Text>;
// Only the chosen library's chunk is ever requested by the browser.
const MapboxCanvas = dynamic(() => import("./mapbox-canvas"), { ssr: false, loading });
const MaplibreCanvas = dynamic(() => import("./maplibre-canvas"), { ssr: false, loading });

/**
 * The app's map: Mapbox GL when the server has `NEXT_PUBLIC_MAPBOX_TOKEN`, else MapLibre with the
 * basemap the server's environment chooses (see `src/lib/maps/map-choice.ts`). Children draw with `useMapComponents()`, which gives the
 * chosen library's Source / Layer / Marker. Load it with `next/dynamic` and `ssr: false` (WebGL).
 * `attribution` is shown in the corner (OSM-derived features must keep theirs; basemaps bring their own).
 * When the basemap's server does not answer, or its style or tiles fail later, the map is drawn on the plain
 * style (the app's own layers, no streets) and says so (`useBasemap`, docs/maps-offline.md).
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
  const chosen = useMapChoice();
  const basemap = useBasemap(chosen, center, zoom);
  const canvas = { center, zoom, attribution, interactiveLayerIds, onClick, children };
  return (
    <Box
      h={height}
      w="100%"
      role="region"
      aria-label={label}
      data-testid="map"
      data-map-lib={basemap.status === "ready" ? basemap.choice.lib : chosen.lib}
      data-basemap={chosen.basemap}
      data-basemap-failed={basemap.status === "ready" && basemap.failed ? "true" : undefined}
      pos="relative"
      style={{ borderRadius: 8, overflow: "hidden" }}
    >
      {basemap.status === "probing" ? (
        loading()
      ) : basemap.choice.lib === "mapbox" ? (
        <MapboxCanvas choice={basemap.choice} onBasemapFailed={basemap.fail} {...canvas} />
      ) : (
        <MaplibreCanvas choice={basemap.choice} onBasemapFailed={basemap.fail} {...canvas} />
      )}
      {basemap.status === "ready" && basemap.failed && (
        <Text
          role="status"
          size="xs"
          pos="absolute"
          top={8}
          left={8}
          right={48}
          px={8}
          py={4}
          bg="white"
          c="dark"
          style={{ borderRadius: 4, boxShadow: "0 1px 3px rgba(0,0,0,0.2)", zIndex: 2 }}
        >
          {BASEMAP_FAILED_NOTICE}
        </Text>
      )}
    </Box>
  );
}
