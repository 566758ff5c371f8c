"use client";

import dynamic from "next/dynamic";
import type { StreetPoint } from "./street-map";

const StreetMap = dynamic(() => import("./street-map"), {
  ssr: false,
  loading: () => <p>Carregando o mapa…</p>,
});

export function StreetMapView({
  points,
  center,
}: {
  points: StreetPoint[];
  center: { lat: number; lon: number };
}) {
  return <StreetMap points={points} center={center} />;
}
