"use client";

import { BaseMap } from "@/components/map/base-map";
import { FeatureLayers, type MapFeature } from "@/components/map/feature-layers";
import { useMapComponents } from "@/components/map/map-components";
import { SITE_MARKER_COLOUR, VERDICT_COLOUR } from "@/components/map/marker-colours";
import type { LonLat } from "./footprint";

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
  onMove,
}: {
  site: LonLat;
  centre: LonLat;
  footprint: { type: "Polygon"; coordinates: [number, number][][] };
  ok: boolean;
  features: MapFeature[];
  offendingIds: string[];
  onMove: (centre: LonLat) => void;
}) {
  return (
    <BaseMap center={site} zoom={19} label="Mapa da colocação: arraste a caçamba">
      <FeatureLayers features={features} highlightIds={offendingIds} />
      <CacambaOnMap site={site} centre={centre} footprint={footprint} ok={ok} onMove={onMove} />
    </BaseMap>
  );
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
  footprint: { type: "Polygon"; coordinates: [number, number][][] };
  ok: boolean;
  onMove: (centre: LonLat) => void;
}) {
  const { Source, Layer, Marker } = useMapComponents();
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
        onDrag={(e) => onMove({ lon: e.lngLat.lng, lat: e.lngLat.lat })}
        onDragEnd={(e) => onMove({ lon: e.lngLat.lng, lat: e.lngLat.lat })}
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
