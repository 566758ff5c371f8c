"use client";

import { Button, Group, NumberInput, SimpleGrid, Slider, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { type LonLat, offsetMetres, parseCoordinate } from "@/features/map/footprint";
import { coordinateText } from "@/lib/format";

/**
 * The non-map way to place the caçamba (works on any phone, and without WebGL): coordinates typed,
 * 1 m steps, and the heading.
 */
export function PositionControls({
  centre,
  bearing,
  onMove,
  onRotate,
}: {
  centre: LonLat;
  bearing: number;
  onMove: (c: LonLat) => void;
  onRotate: (deg: number) => void;
}) {
  const [lat, setLat] = useState(coordinateText(centre.lat, 7));
  const [lon, setLon] = useState(coordinateText(centre.lon, 7));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLat(coordinateText(centre.lat, 7));
    setLon(coordinateText(centre.lon, 7));
  }, [centre]);
  const step = (e: number, n: number) => () => onMove(offsetMetres(centre, e, n));
  function apply() {
    const la = parseCoordinate(lat);
    const lo = parseCoordinate(lon);
    if (la === null || lo === null || Math.abs(la) > 90 || Math.abs(lo) > 180) {
      setError("Coordenadas inválidas: use graus decimais, como -21,7612 e -43,3505.");
      return;
    }
    setError(null);
    onMove({ lon: lo, lat: la });
  }
  return (
    <Stack gap="xs">
      <Group grow align="flex-end" wrap="wrap">
        <TextInput
          label="Latitude do centro"
          value={lat}
          onChange={(e) => setLat(e.currentTarget.value)}
          miw={130}
        />
        <TextInput
          label="Longitude do centro"
          value={lon}
          onChange={(e) => setLon(e.currentTarget.value)}
          miw={130}
        />
        <Button variant="default" onClick={apply}>
          Usar coordenadas
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Text>
      )}
      <Text size="sm">Mover 1 m:</Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <Button
          variant="light"
          onClick={step(0, 1)}
          aria-label="Mover 1 m para o norte"
          leftSection={<span aria-hidden>↑</span>}
        >
          Norte
        </Button>
        <Button
          variant="light"
          onClick={step(0, -1)}
          aria-label="Mover 1 m para o sul"
          leftSection={<span aria-hidden>↓</span>}
        >
          Sul
        </Button>
        <Button
          variant="light"
          onClick={step(-1, 0)}
          aria-label="Mover 1 m para o oeste"
          leftSection={<span aria-hidden>←</span>}
        >
          Oeste
        </Button>
        <Button
          variant="light"
          onClick={step(1, 0)}
          aria-label="Mover 1 m para o leste"
          leftSection={<span aria-hidden>→</span>}
        >
          Leste
        </Button>
      </SimpleGrid>
      <Group align="flex-end" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text size="sm">Rumo do lado maior: {bearing}°</Text>
          <Slider
            value={bearing}
            onChange={onRotate}
            min={0}
            max={179}
            step={1}
            label={(v) => `${v}°`}
            thumbLabel="Girar a caçamba"
          />
        </Stack>
        <NumberInput
          label="Graus"
          value={bearing}
          onChange={(v) => {
            // An angle and the same angle ± 180° are one orientation of the rectangle; "" or "-" is none yet.
            if (typeof v === "number") onRotate(((v % 180) + 180) % 180);
          }}
          min={0}
          max={179}
          w={90}
        />
      </Group>
    </Stack>
  );
}
