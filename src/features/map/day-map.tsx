"use client";

import { useEffect, useMemo } from "react";
import { BaseMap } from "@/components/map/base-map";
import { useMapComponents } from "@/components/map/map-components";
import type { LonLat } from "./footprint";

export interface DayStop extends LonLat {
  id: string;
  /** What the marker says: the stop's place in its truck's day ("1", "2"…), or "–" with no truck. */
  mark: string;
  colour: string;
  title: string;
}

export interface TruckFix extends LonLat {
  id: string;
  label: string;
  title: string;
}

const JUIZ_DE_FORA_CENTRE: LonLat = { lon: -43.3505, lat: -21.7612 };

/**
 * "Mapa do dia": the day's stops (numbered in their truck's order, in the truck's colour) and each truck's
 * last position. The view fits them all. Default export for `next/dynamic` with `ssr: false`.
 */
export default function DayMap({ stops, trucks }: { stops: DayStop[]; trucks: TruckFix[] }) {
  const points = useMemo(() => [...stops, ...trucks], [stops, trucks]);
  const centre = points[0] ?? JUIZ_DE_FORA_CENTRE;
  return (
    <BaseMap center={centre} zoom={14} height={360} label="Paradas e caminhões no mapa">
      <FitAll points={points} />
      <Markers stops={stops} trucks={trucks} />
    </BaseMap>
  );
}

function FitAll({ points }: { points: LonLat[] }) {
  const { useMap } = useMapComponents();
  const { current: map } = useMap();
  const key = points.map((p) => `${p.lon.toFixed(5)},${p.lat.toFixed(5)}`).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows the set of points (key), not each render
  useEffect(() => {
    if (!map || points.length === 0) return;
    const lons = points.map((p) => p.lon);
    const lats = points.map((p) => p.lat);
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: 40, maxZoom: 16, duration: 0 },
    );
  }, [map, key]);
  return null;
}

function Markers({ stops, trucks }: { stops: DayStop[]; trucks: TruckFix[] }) {
  const { Marker } = useMapComponents();
  return (
    <>
      {stops.map((s) => (
        <Marker key={s.id} longitude={s.lon} latitude={s.lat}>
          <div
            title={s.title}
            data-testid="day-map-stop"
            style={{
              minWidth: 24,
              height: 24,
              borderRadius: 12,
              background: s.colour,
              color: "#fff",
              border: "2px solid #fff",
              boxShadow: `0 0 0 1px ${s.colour}`,
              font: "700 12px/20px sans-serif",
              textAlign: "center",
            }}
          >
            {s.mark}
          </div>
        </Marker>
      ))}
      {trucks.map((t) => (
        <Marker key={t.id} longitude={t.lon} latitude={t.lat} anchor="bottom">
          <div
            title={t.title}
            data-testid="day-map-truck"
            style={{
              padding: "2px 6px",
              borderRadius: 6,
              background: "#212529",
              color: "#fff",
              border: "2px solid #fff",
              font: "700 12px/16px sans-serif",
              whiteSpace: "nowrap",
            }}
          >
            🚚 {t.label}
          </div>
        </Marker>
      ))}
    </>
  );
}
