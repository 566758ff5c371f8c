"use client";

import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { formatCoordinates } from "@/lib/format";
import type { PositionSource } from "@/lib/inspection-evidence";

export interface PositionState {
  source: PositionSource | null;
  gps?: { lat: number; lon: number; accuracyM: number };
  typedLat?: string;
  typedLon?: string;
}

/** "-21,7601" or "-21.7601" within ±limit, else null. */
function coordinate(text: string | undefined, limit: number): number | null {
  const t = text?.trim().replace(",", ".") ?? "";
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Math.abs(n) <= limit ? n : null;
}

/** The point the chosen source gives, or null while it gives none. */
export function positionOf(
  p: PositionState,
  recorded: { lat: number; lon: number } | null,
): { lat: number; lon: number; accuracyM: number | null } | null {
  if (p.source === "gps") return p.gps ?? null;
  if (p.source === "placement") return recorded ? { ...recorded, accuracyM: null } : null;
  if (p.source === "typed") {
    const lat = coordinate(p.typedLat, 90);
    const lon = coordinate(p.typedLon, 180);
    return lat !== null && lon !== null ? { lat, lon, accuracyM: null } : null;
  }
  return null;
}

/**
 * Where the inspection happened: for a caçamba on the street, where it stands (its placed footprint's
 * centre, the default); else the device's GPS or coordinates typed by the auditor. The site's pin is
 * never offered as a caçamba's position.
 */
export function InspectionPosition({
  value,
  onChange,
  recorded,
  cacambaLabel,
  error,
}: {
  value: PositionState;
  onChange: (p: PositionState) => void;
  /** Where the caçamba stands (its placement), when the inspection is of one on the street. */
  recorded: { lat: number; lon: number } | null;
  /** "caçamba nº 04", or "caçamba" when its number is not known. */
  cacambaLabel: string;
  error?: string;
}) {
  const [status, setStatus] = useState<string | null>(null);

  function locate() {
    if (!navigator.geolocation) {
      setStatus("Este aparelho não informa a localização (GPS).");
      return;
    }
    setStatus("Obtendo a localização…");
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setStatus(null);
        onChange({
          source: "gps",
          gps: { lat: p.coords.latitude, lon: p.coords.longitude, accuracyM: p.coords.accuracy },
        });
      },
      () =>
        setStatus(
          recorded
            ? `Localização negada ou indisponível: use a posição da ${cacambaLabel} ou digite as coordenadas.`
            : "Localização negada ou indisponível: digite as coordenadas.",
        ),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  }

  const typedInvalid =
    value.source === "typed" &&
    Boolean(value.typedLat?.trim() && value.typedLon?.trim()) &&
    positionOf(value, recorded) === null;

  return (
    <Stack gap="xs" role="group" aria-label="Posição da vistoria">
      <Text fw={600} size="sm">
        Posição da vistoria
      </Text>
      <Group gap="xs">
        <Button variant={value.source === "gps" ? "filled" : "light"} onClick={locate}>
          Usar minha localização (GPS)
        </Button>
        {recorded && (
          <Button
            variant={value.source === "placement" ? "filled" : "light"}
            onClick={() => onChange({ source: "placement" })}
          >
            Usar a posição da {cacambaLabel}
          </Button>
        )}
        <Button
          variant={value.source === "typed" ? "filled" : "light"}
          onClick={() => onChange({ source: "typed", typedLat: "", typedLon: "" })}
        >
          Digitar coordenadas
        </Button>
      </Group>
      {status && (
        <Text size="sm" role="status">
          {status}
        </Text>
      )}
      {value.source === "gps" && value.gps && (
        <Text size="sm">
          GPS: {formatCoordinates(value.gps.lat, value.gps.lon, 6)} (±{Math.round(value.gps.accuracyM)} m)
        </Text>
      )}
      {value.source === "placement" && recorded && (
        <Text size="sm">
          Posição da {cacambaLabel}, onde foi colocada: {formatCoordinates(recorded.lat, recorded.lon, 6)}
        </Text>
      )}
      {value.source === "typed" && (
        <Group grow align="flex-start">
          <TextInput
            label="Latitude"
            placeholder="-21,760100"
            inputMode="decimal"
            value={value.typedLat ?? ""}
            onChange={(e) => onChange({ ...value, typedLat: e.currentTarget.value })}
            error={typedInvalid ? "Latitude entre -90 e 90, ex.: -21,760100" : undefined}
          />
          <TextInput
            label="Longitude"
            placeholder="-43,350200"
            inputMode="decimal"
            value={value.typedLon ?? ""}
            onChange={(e) => onChange({ ...value, typedLon: e.currentTarget.value })}
            error={typedInvalid ? "Longitude entre -180 e 180, ex.: -43,350200" : undefined}
          />
        </Group>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Text>
      )}
    </Stack>
  );
}
