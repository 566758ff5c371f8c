"use client";

import { Group, Text, TextInput } from "@mantine/core";
import dynamic from "next/dynamic";
import { coordinateText } from "@/lib/format";
import type { Pin } from "./site-pin-map";

const SitePinMap = dynamic(() => import("./site-pin-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

/** A position as a form holds it: latitude and longitude as typed (decimal comma or point). */
export interface TypedPin {
  lat: string;
  lon: string;
}

export const coordText = (v: number) => coordinateText(v);
const parseCoord = (v: string) => (v.trim() ? Number(v.trim().replace(",", ".")) : Number.NaN);

/** The typed position, or null while it is not two numbers. */
export function pinOf(a: TypedPin): Pin | null {
  const lat = parseCoord(a.lat);
  const lon = parseCoord(a.lon);
  return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

/** The typed text of a stored position ("" for none). */
export function typedPin(p: { lat: number | null; lon: number | null }): TypedPin {
  return p.lat === null || p.lon === null
    ? { lat: "", lon: "" }
    : { lat: coordText(p.lat), lon: coordText(p.lon) };
}

/**
 * A position on the street map (drag the pin, or click) with latitude and longitude to type as the
 * fallback. The map opens on `fallback` while nothing is typed; `focus` moves it after a lookup.
 */
export function PinFields({
  value,
  onChange,
  fallback,
  focus = 0,
  mapLabel,
  fieldError,
}: {
  value: TypedPin;
  onChange: (next: TypedPin) => void;
  fallback: Pin;
  focus?: number;
  mapLabel?: string;
  fieldError: (name: string) => string | undefined;
}) {
  const set = (k: keyof TypedPin) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [k]: e.currentTarget.value });
  return (
    <>
      <SitePinMap
        pin={pinOf(value) ?? fallback}
        focus={focus}
        label={mapLabel}
        onMove={(p) => onChange({ lat: coordText(p.lat), lon: coordText(p.lon) })}
      />
      <Group grow wrap="wrap">
        <TextInput
          label="Latitude"
          placeholder="-21,7612"
          value={value.lat}
          onChange={set("lat")}
          error={fieldError("lat")}
          inputMode="decimal"
          miw={120}
        />
        <TextInput
          label="Longitude"
          placeholder="-43,3505"
          value={value.lon}
          onChange={set("lon")}
          error={fieldError("lon")}
          inputMode="decimal"
          miw={120}
        />
      </Group>
    </>
  );
}
