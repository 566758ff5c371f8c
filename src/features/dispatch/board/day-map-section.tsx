"use client";

import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { DEADLINE_MARKER_COLOUR } from "@/components/map/marker-colours";
import { formatPlate } from "@/lib/format";
import { POSITION_INTERVAL_MS, positionAge } from "@/lib/position-age";
import { useTRPC } from "@/lib/trpc/client";
import { KIND_LABEL } from "./labels";
import { laneKey, lanesOf } from "./lanes";
import type { BoardData } from "./types";

const DayMap = dynamic(() => import("@/features/map/day-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

/**
 * One colour per truck: each 3:1 on the map's light background and 4.5:1 under the marker's white 12 px number
 * (WCAG 1.4.3; Mantine's green 9, #2b8a3e, gives 4.37); jobs with no truck in grey.
 */
const TRUCK_COLOURS = ["#1864ab", "#2f7d32", "#b35900", "#862e9c", "#c2255c", "#0b7285"];
const NO_TRUCK_COLOUR = DEADLINE_MARKER_COLOUR.none;

/** A clock that ticks every 30 s, so "há 3 min" grows while the screen is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** "Mapa do dia": the board's stops by truck and each truck's last position with its age. */
export function DayMapSection({ board }: { board: BoardData }) {
  const trpc = useTRPC();
  const positions = useQuery({
    ...trpc.dispatch.positions.latest.queryOptions(),
    refetchInterval: POSITION_INTERVAL_MS,
  });
  const now = useNow();
  const colourOf = new Map(board.trucks.map((t, i) => [t.id, TRUCK_COLOURS[i % TRUCK_COLOURS.length]]));
  const lanes = lanesOf(
    board.jobs,
    board.trucks.map((t) => t.id),
  );
  const stops = board.jobs.flatMap((j) => {
    if (j.lat === null || j.lon === null || j.status === "cancelled") return [];
    const place = (lanes[laneKey(j.truckId)] ?? []).indexOf(j.id) + 1;
    const truck = board.trucks.find((t) => t.id === j.truckId);
    const plate = truck && formatPlate(truck.plate);
    return [
      {
        id: j.id,
        lat: j.lat,
        lon: j.lon,
        mark: j.truckId ? String(place) : "–",
        colour: (j.truckId && colourOf.get(j.truckId)) || NO_TRUCK_COLOUR,
        title: `${plate ? `${plate}, parada ${place}` : "Sem caminhão"}: ${KIND_LABEL[j.kind]} em ${j.siteName ?? "obra"}${j.windowStart ? ` (${j.windowStart}–${j.windowEnd ?? ""})` : ""}`,
      },
    ];
  });
  const fixes = (positions.data ?? []).map((p) => {
    const who = (p.plate && formatPlate(p.plate)) ?? p.driverName ?? "Caminhão";
    const age = positionAge(new Date(p.recordedAt), now);
    return {
      id: p.truckId ?? p.driverId ?? who,
      truckId: p.truckId,
      lat: p.lat,
      lon: p.lon,
      label: who,
      title: `${who}${p.driverName && p.plate ? ` (${p.driverName})` : ""}: última posição ${age}, precisão de ${Math.round(p.accuracyM)} m`,
      age,
      driverName: p.driverName,
    };
  });
  const unlocated = board.jobs.filter((j) => j.lat === null || j.lon === null).length;
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        Mapa do dia
      </Title>
      <DayMap stops={stops} trucks={fixes} />
      <Group gap="xs" data-testid="day-map-trucks" aria-label="Caminhões no mapa">
        {board.trucks.map((t) => {
          const fix = fixes.find((f) => f.truckId === t.id);
          return (
            <Badge
              key={t.id}
              variant="light"
              color="dark"
              data-truck={t.plate}
              data-located={fix ? "true" : "false"}
              style={{ borderLeft: `6px solid ${colourOf.get(t.id)}`, textTransform: "none" }}
            >
              {formatPlate(t.plate)}: {fix ? `última posição ${fix.age}` : "sem posição nas últimas 12 h"}
            </Badge>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed">
        Números: a ordem das paradas de cada caminhão, na cor dele; “–”: serviço sem caminhão.
        {unlocated > 0 &&
          ` ${unlocated === 1 ? "1 serviço" : `${unlocated} serviços`} fora do mapa (sem obra com posição, como a descarga no receptor).`}{" "}
        A posição chega do celular do motorista a cada 15 s durante um serviço em andamento e é apagada após
        90 dias (LGPD, Lei 13.709/2018, art. 15, I, e art. 16).
      </Text>
    </Stack>
  );
}
