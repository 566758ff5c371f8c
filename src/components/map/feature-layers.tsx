"use client";

import { useMemo } from "react";
import { useMapComponents } from "./map-components";

export interface MapFeature {
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

const KIND_COLOR = [
  "match",
  ["get", "kind"],
  "bus_stop",
  "#1c7ed6",
  "hydrant",
  "#e8590c",
  "crosswalk",
  "#495057",
  "traffic_sign",
  "#7048e8",
  "#2b8a3e",
];

/** Layers a click on the map can hit (to choose a feature). */
export const FEATURE_LAYER_IDS = ["city-features-fill", "city-features-line", "city-features-point"];

/** City features as circles / lines / fills, coloured by kind; `highlightIds` (offending) drawn red and larger. */
export function FeatureLayers({
  features,
  highlightIds = [],
}: {
  features: MapFeature[];
  highlightIds?: string[];
}) {
  const data = useMemo(
    () => ({
      type: "FeatureCollection" as const,
      features: features.map((f) => ({
        type: "Feature" as const,
        geometry: f.geometry,
        properties: f.properties,
      })),
    }),
    [features],
  );
  const { Source, Layer } = useMapComponents();
  const hot = ["in", ["get", "id"], ["literal", highlightIds]];
  return (
    // biome-ignore lint/suspicious/noExplicitAny: GeoJSON geometry from the API is loosely typed
    <Source id="city-features" type="geojson" data={data as any}>
      <Layer
        id="city-features-fill"
        type="fill"
        filter={["==", ["geometry-type"], "Polygon"]}
        paint={{ "fill-color": ["case", hot, "#e03131", KIND_COLOR], "fill-opacity": 0.35 } as never}
      />
      <Layer
        id="city-features-line"
        type="line"
        filter={["==", ["geometry-type"], "LineString"]}
        paint={
          { "line-color": ["case", hot, "#e03131", KIND_COLOR], "line-width": ["case", hot, 5, 3] } as never
        }
      />
      <Layer
        id="city-features-point"
        type="circle"
        filter={["==", ["geometry-type"], "Point"]}
        paint={
          {
            "circle-color": ["case", hot, "#e03131", KIND_COLOR],
            "circle-radius": ["case", hot, 10, 6],
            "circle-stroke-color": "#ffffff",
            "circle-stroke-width": 2,
          } as never
        }
      />
    </Source>
  );
}
