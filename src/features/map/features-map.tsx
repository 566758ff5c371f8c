"use client";

import { BaseMap } from "@/components/map/base-map";
import { FEATURE_LAYER_IDS, FeatureLayers, type MapFeature } from "@/components/map/feature-layers";
import { FeatureEditorLayers } from "./feature-editor-layers";
import type { EditableGeometry } from "./feature-geometry";
import type { LonLat } from "./footprint";

export interface FeatureEdit {
  id: string;
  draft: EditableGeometry;
  onChange: (geometry: EditableGeometry) => void;
}

/**
 * The municipality's features on the map. A click on one reports the `rowId`s under it (to move
 * it), elsewhere it picks a point. Default export for `next/dynamic` (`ssr: false`).
 */
export default function FeaturesMap({
  features,
  center,
  attribution,
  onPick,
  onChoose,
  editing,
}: {
  features: MapFeature[];
  center: LonLat;
  attribution?: string;
  onPick: (p: LonLat) => void;
  onChoose: (rowIds: string[], at: LonLat) => void;
  editing: FeatureEdit | null;
}) {
  return (
    <BaseMap
      center={center}
      zoom={15}
      label="Elementos do mapa da cidade"
      attribution={attribution}
      interactiveLayerIds={FEATURE_LAYER_IDS}
      onClick={({ lon, lat, hits }) => {
        const rowIds = hits.flatMap((h) => (typeof h.rowId === "string" ? [h.rowId] : []));
        if (rowIds.length > 0) onChoose(rowIds, { lon, lat });
        else onPick({ lon, lat });
      }}
    >
      <FeatureLayers features={features} />
      {editing && (
        <FeatureEditorLayers featureId={editing.id} draft={editing.draft} onChange={editing.onChange} />
      )}
    </BaseMap>
  );
}
