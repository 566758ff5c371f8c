"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { Layer, Marker, Source, useMap } from "react-map-gl/maplibre";
import { isBasemapFailure } from "@/lib/maps/basemap-failure";
import type { MapChoice } from "@/lib/maps/map-choice";

/**
 * react-map-gl 8 keeps MapLibre's and Mapbox's components apart: a `Source` from one entry point
 * finds no map inside the other's `Map`. The canvas that drew the map hands its own down; layers
 * take them (and `useMap`) from here. Typed as MapLibre's: the props our layers use are the same in both.
 */
export interface MapComponents {
  Source: typeof Source;
  Layer: typeof Layer;
  Marker: typeof Marker;
  useMap: typeof useMap;
}

const MapComponentsContext = createContext<MapComponents | null>(null);

export function MapComponentsProvider({ value, children }: { value: MapComponents; children: ReactNode }) {
  return <MapComponentsContext.Provider value={value}>{children}</MapComponentsContext.Provider>;
}

/** Source, Layer, Marker and useMap of the library drawing the enclosing `BaseMap`. */
export function useMapComponents(): MapComponents {
  const value = useContext(MapComponentsContext);
  if (!value) throw new Error("Map layers must be rendered inside <BaseMap>.");
  return value;
}

/** What `BaseMap` passes to the canvas of the chosen library. */
export interface MapCanvasProps<L extends MapChoice["lib"]> {
  choice: Extract<MapChoice, { lib: L }>;
  center: { lon: number; lat: number };
  zoom: number;
  attribution?: string;
  /** Layers whose features a click reports (their `properties`, topmost first). */
  interactiveLayerIds?: string[];
  onClick?: (p: MapClick) => void;
  /** Called when the basemap's style or tiles fail to load (the map then draws on the plain style). */
  onBasemapFailed: () => void;
  children?: ReactNode;
}

export interface MapClick {
  lon: number;
  lat: number;
  hits: Record<string, unknown>[];
}

/** The click handler both libraries' `Map` take (their events carry `lngLat` and `features`). */
export function clickHandler(onClick: MapCanvasProps<MapChoice["lib"]>["onClick"]) {
  if (!onClick) return undefined;
  return (e: { lngLat: { lng: number; lat: number }; features?: { properties?: unknown }[] }) =>
    onClick({
      lon: e.lngLat.lng,
      lat: e.lngLat.lat,
      hits: (e.features ?? []).map((f) => (f.properties ?? {}) as Record<string, unknown>),
    });
}

interface MapErrorEvent {
  error: unknown;
  sourceId?: string;
  /** The map (typed `unknown` by Mapbox's events). */
  target: unknown;
}

type SourceLookup = { getSource?(id: string): { type?: string } | undefined };

/**
 * The 'error' handler both libraries' `Map` take: a basemap that fails (style, sprite, glyphs, tiles) is
 * handed to `onBasemapFailed`, which draws on the plain style and says so; any other error is reported as
 * the libraries would (react-map-gl logs an error event that has no handler).
 */
export function errorHandler(onBasemapFailed: () => void) {
  return (e: MapErrorEvent) => {
    const sourceType = e.sourceId ? (e.target as SourceLookup).getSource?.(e.sourceId)?.type : undefined;
    if (isBasemapFailure(e.error, sourceType)) onBasemapFailed();
    else console.error(e.error);
  };
}
