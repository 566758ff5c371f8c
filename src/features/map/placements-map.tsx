"use client";

import type { FeatureCollection } from "geojson";
import { useMemo } from "react";
import { BaseMap } from "@/components/map/base-map";
import { useMapComponents } from "@/components/map/map-components";
import { footprintCentre } from "./footprint";

export interface MapPlacement {
  id: string;
  footprint: { type: "Polygon"; coordinates: number[][][] };
  colour: string;
  label: string;
}

/** The hauler's placements: each caçamba's rectangle plus a dot (visible zoomed out), in its deadline colour. */
export default function PlacementsMap({ placements }: { placements: MapPlacement[] }) {
  const data = useMemo(
    () => ({
      type: "FeatureCollection" as const,
      features: placements.flatMap((p) => {
        const c = footprintCentre(p.footprint);
        return [
          { type: "Feature" as const, geometry: p.footprint, properties: { id: p.id, colour: p.colour } },
          {
            type: "Feature" as const,
            geometry: { type: "Point" as const, coordinates: [c.lon, c.lat] },
            properties: { id: p.id, colour: p.colour },
          },
        ];
      }),
    }),
    [placements],
  );
  const first = placements[0];
  const center = first ? footprintCentre(first.footprint) : { lon: -43.3505, lat: -21.7612 };
  return (
    <BaseMap center={center} zoom={15} height={380} label="Mapa das caçambas na rua">
      <PlacementLayers data={data} />
    </BaseMap>
  );
}

function PlacementLayers({ data }: { data: FeatureCollection }) {
  const { Source, Layer } = useMapComponents();
  return (
    <Source id="placements" type="geojson" data={data}>
      <Layer
        id="placements-fill"
        type="fill"
        filter={["==", ["geometry-type"], "Polygon"]}
        paint={{ "fill-color": ["get", "colour"], "fill-opacity": 0.6 }}
      />
      <Layer
        id="placements-dot"
        type="circle"
        filter={["==", ["geometry-type"], "Point"]}
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
