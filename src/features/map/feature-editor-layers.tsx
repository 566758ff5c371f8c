"use client";

import type { Geometry } from "geojson";
import { useEffect, useMemo } from "react";
import { useMapComponents } from "@/components/map/map-components";
import { DRAFT_COLOUR } from "@/components/map/marker-colours";
import { type EditableGeometry, moveVertex, vertices } from "./feature-geometry";

/** Beyond this many vertices the handles would bury the map: such features are re-imported, not dragged. */
export const MAX_HANDLES = 200;
/** Zoom at which one pixel is about 0,15 m (GL maps use 512 px tiles): a crosswalk's vertices can be told apart. */
const EDIT_ZOOM = 19;

/**
 * The feature being moved: its draft drawn on top (orange) with a draggable handle per vertex. The
 * map jumps to it when it is chosen.
 */
export function FeatureEditorLayers({
  featureId,
  draft,
  onChange,
}: {
  featureId: string;
  draft: EditableGeometry;
  onChange: (geometry: EditableGeometry) => void;
}) {
  const { Source, Layer, Marker, useMap } = useMapComponents();
  const { current: map } = useMap();
  const handles = useMemo(() => vertices(draft), [draft]);
  const first = handles[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: jump once per chosen feature, not on every drag
  useEffect(() => {
    if (!map || !first) return;
    map.jumpTo({ center: [first.lon, first.lat], zoom: Math.max(map.getZoom(), EDIT_ZOOM) });
  }, [map, featureId]);

  const single = handles.length === 1;
  return (
    <>
      <Source
        id="feature-draft"
        type="geojson"
        data={{ type: "Feature", geometry: draft as Geometry, properties: {} }}
      >
        <Layer
          id="feature-draft-fill"
          type="fill"
          filter={["==", ["geometry-type"], "Polygon"]}
          paint={{ "fill-color": DRAFT_COLOUR, "fill-opacity": 0.3 }}
        />
        <Layer
          id="feature-draft-line"
          type="line"
          filter={["!=", ["geometry-type"], "Point"]}
          paint={{ "line-color": DRAFT_COLOUR, "line-width": 3, "line-dasharray": [2, 1] }}
        />
      </Source>
      {handles.length <= MAX_HANDLES &&
        handles.map((v, i) => (
          <Marker
            key={v.path.join(".") || "point"}
            longitude={v.lon}
            latitude={v.lat}
            draggable
            onDrag={(e) => onChange(moveVertex(draft, v.path, { lon: e.lngLat.lng, lat: e.lngLat.lat }))}
            onDragEnd={(e) => onChange(moveVertex(draft, v.path, { lon: e.lngLat.lng, lat: e.lngLat.lat }))}
          >
            <div
              title={single ? "Arraste para mover o elemento" : `Arraste para mover o vértice ${i + 1}`}
              style={{
                width: single ? 20 : 14,
                height: single ? 20 : 14,
                borderRadius: "50%",
                background: "#fff",
                border: `3px solid ${DRAFT_COLOUR}`,
                cursor: "grab",
              }}
            />
          </Marker>
        ))}
    </>
  );
}
