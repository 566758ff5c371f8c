"use client";

import { useEffect } from "react";
import { BaseMap } from "@/components/map/base-map";
import { useMapComponents } from "@/components/map/map-components";

export interface Pin {
  lon: number;
  lat: number;
}

/**
 * Where the site is, on a street map: a pin to drag (or a click to put it there). `focus` changes when a
 * lookup moved the pin, and the map goes to it; a drag does not move the map. Default export for
 * `next/dynamic` with `ssr: false`.
 */
export default function SitePinMap({
  pin,
  focus,
  onMove,
  label = "Mapa da obra: arraste o marcador até a entrada",
}: {
  pin: Pin;
  focus: number;
  onMove: (p: Pin) => void;
  /** The map's accessible name: what the pin marks. */
  label?: string;
}) {
  return (
    <BaseMap
      center={pin}
      zoom={17}
      height={300}
      label={label}
      onClick={(p) => onMove({ lon: p.lon, lat: p.lat })}
    >
      <DraggablePin pin={pin} focus={focus} onMove={onMove} />
    </BaseMap>
  );
}

function DraggablePin({ pin, focus, onMove }: { pin: Pin; focus: number; onMove: (p: Pin) => void }) {
  const { Marker, useMap } = useMapComponents();
  const { current: map } = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map follows a lookup (focus), not each drag
  useEffect(() => {
    map?.jumpTo({ center: [pin.lon, pin.lat], zoom: Math.max(map.getZoom(), 17) });
  }, [map, focus]);
  return (
    <Marker
      longitude={pin.lon}
      latitude={pin.lat}
      anchor="bottom"
      draggable
      onDragEnd={(e) => onMove({ lon: e.lngLat.lng, lat: e.lngLat.lat })}
    >
      <div
        title="Arraste para marcar a entrada"
        style={{
          width: 26,
          height: 26,
          borderRadius: "50% 50% 50% 0",
          transform: "rotate(-45deg)",
          background: "#1971c2",
          border: "3px solid #fff",
          boxShadow: "0 0 0 1px #1971c2",
          cursor: "grab",
        }}
      />
    </Marker>
  );
}
