"use client";

import { type RefObject, useEffect, useRef } from "react";
import { BaseMap } from "@/components/map/base-map";
import { FeatureLayers, type MapFeature } from "@/components/map/feature-layers";
import { useMapComponents } from "@/components/map/map-components";
import { SITE_MARKER_COLOUR, VERDICT_COLOUR } from "@/components/map/marker-colours";
import type { LonLat } from "./footprint";

type Polygon = { type: "Polygon"; coordinates: [number, number][][] };

/** Another caçamba near the site (this hauler's or another's), drawn grey, red where it shares ground. */
export interface NeighbourOnMap {
  id: string;
  footprint: { type: "Polygon"; coordinates: number[][][] };
  overlapping: boolean;
}

/**
 * The placement planner's map: city features (offending ones red), the caçamba's rectangle and a handle
 * to drag it. Default export for `next/dynamic` with `ssr: false`.
 */
export default function PlannerMap({
  site,
  centre,
  footprint,
  ok,
  features,
  offendingIds,
  neighbours,
  onMove,
}: {
  site: LonLat;
  centre: LonLat;
  footprint: Polygon;
  ok: boolean;
  features: MapFeature[];
  offendingIds: string[];
  neighbours: NeighbourOnMap[];
  onMove: (centre: LonLat) => void;
}) {
  return (
    <BaseMap center={site} zoom={19} label="Mapa da colocação: arraste a caçamba">
      <FeatureLayers features={features} highlightIds={offendingIds} />
      <NeighboursOnMap neighbours={neighbours} />
      <CacambaOnMap site={site} centre={centre} footprint={footprint} ok={ok} onMove={onMove} />
    </BaseMap>
  );
}

function NeighboursOnMap({ neighbours }: { neighbours: NeighbourOnMap[] }) {
  const { Source, Layer } = useMapComponents();
  const data = {
    type: "FeatureCollection" as const,
    features: neighbours.map((n) => ({
      type: "Feature" as const,
      geometry: n.footprint,
      properties: { id: n.id, overlapping: n.overlapping },
    })),
  };
  const colour = ["case", ["get", "overlapping"], VERDICT_COLOUR.violation, "#868e96"];
  return (
    <Source id="neighbours" type="geojson" data={data}>
      <Layer
        id="neighbours-fill"
        type="fill"
        paint={{ "fill-color": colour, "fill-opacity": 0.35 } as never}
      />
      <Layer id="neighbours-line" type="line" paint={{ "line-color": colour, "line-width": 1.5 } as never} />
    </Source>
  );
}

/** Pans the map when the caçamba, moved by the buttons or typed coordinates, nears the edge of the view. */
function useKeepInView(centre: LonLat, dragging: RefObject<boolean>) {
  const { useMap } = useMapComponents();
  const { current: map } = useMap();
  useEffect(() => {
    if (!map || dragging.current) return;
    const p = map.project([centre.lon, centre.lat]);
    const { width, height } = map.getContainer().getBoundingClientRect();
    const margin = Math.min(60, width / 4, height / 4);
    if (p.x < margin || p.y < margin || p.x > width - margin || p.y > height - margin)
      map.easeTo({ center: [centre.lon, centre.lat], duration: 300 });
  }, [map, centre.lon, centre.lat, dragging]);
}

function CacambaOnMap({
  site,
  centre,
  footprint,
  ok,
  onMove,
}: {
  site: LonLat;
  centre: LonLat;
  footprint: Polygon;
  ok: boolean;
  onMove: (centre: LonLat) => void;
}) {
  const { Source, Layer, Marker } = useMapComponents();
  const dragging = useRef(false);
  useKeepInView(centre, dragging);
  const colour = ok ? VERDICT_COLOUR.ok : VERDICT_COLOUR.violation;
  return (
    <>
      <Source id="footprint" type="geojson" data={{ type: "Feature", geometry: footprint, properties: {} }}>
        <Layer id="footprint-fill" type="fill" paint={{ "fill-color": colour, "fill-opacity": 0.45 }} />
        <Layer id="footprint-line" type="line" paint={{ "line-color": colour, "line-width": 2 }} />
      </Source>
      <Marker longitude={site.lon} latitude={site.lat} color={SITE_MARKER_COLOUR} />
      <Marker
        longitude={centre.lon}
        latitude={centre.lat}
        draggable
        onDragStart={() => {
          dragging.current = true;
        }}
        onDrag={(e) => onMove({ lon: e.lngLat.lng, lat: e.lngLat.lat })}
        onDragEnd={(e) => {
          dragging.current = false;
          onMove({ lon: e.lngLat.lng, lat: e.lngLat.lat });
        }}
      >
        <div
          title="Arraste para mover a caçamba"
          style={{
            width: 22,
            height: 22,
            borderRadius: 11,
            background: "#fff",
            border: `3px solid ${colour}`,
            cursor: "grab",
          }}
        />
      </Marker>
    </>
  );
}
