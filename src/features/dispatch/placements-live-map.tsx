"use client";

import { Badge, Chip, Group, Stack, Text } from "@mantine/core";
import dynamic from "next/dynamic";
import { useState } from "react";
import { DEADLINE_MARKER_COLOUR } from "@/components/map/marker-colours";
import type { DeadlineStatus } from "./deadline-badge";

const PlacementsMap = dynamic(() => import("@/features/map/placements-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

/** The chips' and legend's palette colours (their text meets 4.5:1); the markers' are in marker-colours.ts. */
const CHIP_COLOUR: Record<DeadlineStatus | "planned", string> = {
  ok: "green",
  due_today: "orange",
  overdue: "red",
  none: "gray",
  planned: "blue",
};
const LABEL: Record<DeadlineStatus | "planned", string> = {
  ok: "ok",
  due_today: "vence hoje",
  overdue: "vencida",
  none: "sem prazo",
  planned: "planejada",
};
type Key = keyof typeof LABEL;
const KEYS = Object.keys(LABEL) as Key[];

export interface LivePlacement {
  id: string;
  status: "planned" | "placed" | "removed" | "cancelled";
  siteName: string;
  deadlineStatus: DeadlineStatus;
  footprint: { type: "Polygon"; coordinates: number[][][] };
}

const keyOf = (p: LivePlacement): Key => (p.status === "planned" ? "planned" : p.deadlineStatus);

/** Live map of the hauler's caçambas coloured by deadline, with a filter per colour. */
export function PlacementsLiveMap({ rows }: { rows: LivePlacement[] }) {
  const [shown, setShown] = useState<string[]>(KEYS);
  const counts = Object.fromEntries(KEYS.map((k) => [k, rows.filter((r) => keyOf(r) === k).length]));
  const visible = rows.filter((r) => shown.includes(keyOf(r)));
  return (
    <Stack gap="xs">
      <Chip.Group multiple value={shown} onChange={setShown}>
        <Group gap="xs" role="group" aria-label="Filtrar o mapa pelo prazo">
          {KEYS.map((k) => (
            <Chip key={k} value={k} color={CHIP_COLOUR[k]} size="sm">
              {LABEL[k]} ({counts[k]})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <PlacementsMap
        placements={visible.map((r) => ({
          id: r.id,
          footprint: r.footprint,
          colour: DEADLINE_MARKER_COLOUR[keyOf(r)],
          label: r.siteName,
        }))}
      />
      <Group gap="xs" aria-label="Caçambas no mapa" data-testid="map-legend">
        {visible.map((r) => (
          <Badge key={r.id} color={CHIP_COLOUR[keyOf(r)]} variant="light" data-status={keyOf(r)}>
            {r.siteName}: {LABEL[keyOf(r)]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
