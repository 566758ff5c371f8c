"use client";

import type { FeatureCollection } from "geojson";
import { useMemo } from "react";
import { BaseMap } from "@/components/map/base-map";
import { useMapComponents } from "@/components/map/map-components";

export interface StreetPoint {
  id: string;
  lat: number;
  lon: number;
  colour: string;
}

/** Caçambas on the street as dots in their deadline colour. Default export for `next/dynamic` (ssr: false). */
export default function StreetMap({
  points,
  center,
}: {
  points: StreetPoint[];
  center: { lat: number; lon: number };
}) {
  const data = useMemo(
    () => ({
      type: "FeatureCollection" as const,
      features: points.map((p) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: [p.lon, p.lat] },
        properties: { id: p.id, colour: p.colour },
      })),
    }),
    [points],
  );
  return (
    <BaseMap center={center} zoom={13} height={420} label="Mapa das caçambas na rua do município">
      <StreetLayers data={data} />
    </BaseMap>
  );
}

function StreetLayers({ data }: { data: FeatureCollection }) {
  const { Source, Layer } = useMapComponents();
  return (
    <Source id="street" type="geojson" data={data}>
      <Layer
        id="street-dot"
        type="circle"
        paint={{
          "circle-color": ["get", "colour"],
          "circle-radius": 7,
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        }}
      />
    </Source>
  );
}
