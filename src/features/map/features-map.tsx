"use client";

import { BaseMap } from "@/components/map/base-map";
import { FeatureLayers, type MapFeature } from "@/components/map/feature-layers";
import type { LonLat } from "./footprint";

/** The municipality's features on the map; a click picks a point. Default export for `next/dynamic` (`ssr: false`). */
export default function FeaturesMap({
  features,
  center,
  attribution,
  onPick,
}: {
  features: MapFeature[];
  center: LonLat;
  attribution?: string;
  onPick: (p: LonLat) => void;
}) {
  return (
    <BaseMap
      center={center}
      zoom={15}
      label="Elementos do mapa da cidade"
      attribution={attribution}
      onClick={(p) => onPick(p)}
    >
      <FeatureLayers features={features} />
    </BaseMap>
  );
}
