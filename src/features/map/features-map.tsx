"use client";

import { BaseMap } from "@/components/map/base-map";
import { FeatureLayers, type MapFeature } from "@/components/map/feature-layers";
import type { LonLat } from "./footprint";

/** The municipality's features on the map. Default export for `next/dynamic` with `ssr: false`. */
export default function FeaturesMap({ features, center }: { features: MapFeature[]; center: LonLat }) {
  return (
    <BaseMap center={center} zoom={15} label="Elementos do mapa da cidade">
      <FeatureLayers features={features} />
    </BaseMap>
  );
}
