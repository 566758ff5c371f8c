"use client";

import { Group, NativeSelect } from "@mantine/core";
import { CACAMBAS_PER_TRIP } from "@/domain/fleet/day-settings";
import { defaultYardLabel, type YardOption } from "./yard-labels";

export type { YardOption };

/** The truck fields as a form holds them: "1"…"4", and a yard id or "" for the org's default yard. */
export interface TruckDayValues {
  cacambaCapacity: string;
  homeYardId: string;
}

export const truckDayOf = (v: TruckDayValues) => ({
  cacambaCapacity: Number(v.cacambaCapacity),
  homeYardId: v.homeYardId || null,
});

const perTrip = Array.from({ length: CACAMBAS_PER_TRIP.max - CACAMBAS_PER_TRIP.min + 1 }, (_, i) =>
  String(CACAMBAS_PER_TRIP.min + i),
);

/** "Caçambas por viagem" (a poliguindaste carries 1) and "Pátio de origem" (one of the company's yards). */
export function TruckDayFields({
  value,
  onChange,
  yards,
  fieldError,
}: {
  value: TruckDayValues;
  onChange: (next: TruckDayValues) => void;
  yards: readonly YardOption[];
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <Group align="flex-end" wrap="wrap">
      <NativeSelect
        label="Caçambas por viagem"
        description="Poliguindaste: 1"
        data={perTrip}
        value={value.cacambaCapacity}
        onChange={(e) => onChange({ ...value, cacambaCapacity: e.currentTarget.value })}
        error={fieldError("cacambaCapacity")}
        w={170}
      />
      <NativeSelect
        label="Pátio de origem"
        description="Onde o dia do caminhão começa e termina"
        data={[
          { value: "", label: defaultYardLabel(yards) },
          ...yards.map((y) => ({ value: y.id, label: y.name })),
        ]}
        value={value.homeYardId}
        onChange={(e) => onChange({ ...value, homeYardId: e.currentTarget.value })}
        error={fieldError("homeYardId")}
        miw={220}
      />
    </Group>
  );
}
