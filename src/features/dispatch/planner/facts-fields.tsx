"use client";

import { Checkbox, Group, NativeSelect, NumberInput, Stack } from "@mantine/core";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";

export interface PlannerFacts {
  position: "roadway" | "sidewalk" | "inside_property";
  parallelToCurb: boolean;
  distanceToCurbM: number;
  freeSidewalkWidthM: number | null;
  insidePropertyFeasible: boolean;
  sidewalkFeasible: boolean;
  rotatingParkingCreditsSpaces: number;
}

export const DEFAULT_FACTS: PlannerFacts = {
  position: "roadway",
  parallelToCurb: true,
  distanceToCurbM: 0.1,
  freeSidewalkWidthM: null,
  insidePropertyFeasible: false,
  sidewalkFeasible: false,
  rotatingParkingCreditsSpaces: 0,
};

/** What the map cannot tell: where the caçamba stands and what the site allows (JF arts. 8º and 9º). */
export function FactsFields({
  facts,
  onChange,
  errorOf,
}: {
  facts: PlannerFacts;
  onChange: (f: PlannerFacts) => void;
  /** The message for a fact typed out of range (the rules engine's or the server's). */
  errorOf?: (field: keyof PlannerFacts) => string | undefined;
}) {
  return (
    <Stack gap="xs">
      <Group grow wrap="wrap">
        <NativeSelect
          label="Onde fica"
          data={[
            { value: "roadway", label: "No leito da rua" },
            { value: "sidewalk", label: "Na calçada" },
            { value: "inside_property", label: "Dentro do imóvel" },
          ]}
          value={facts.position}
          onChange={(e) =>
            onChange({ ...facts, position: e.currentTarget.value as PlannerFacts["position"] })
          }
          miw={150}
        />
        <NumberInput
          label="Distância do meio-fio (m)"
          value={Number.isNaN(facts.distanceToCurbM) ? "" : facts.distanceToCurbM}
          onChange={(v) => onChange({ ...facts, distanceToCurbM: typedNumber(v) })}
          min={0}
          max={20}
          step={0.05}
          decimalSeparator=","
          error={errorOf?.("distanceToCurbM")}
          miw={150}
        />
      </Group>
      {facts.position === "sidewalk" && (
        <NumberInput
          label="Largura livre da calçada para pedestres (m)"
          value={facts.freeSidewalkWidthM ?? ""}
          onChange={(v) => onChange({ ...facts, freeSidewalkWidthM: typedNumberOrNull(v) })}
          min={0}
          max={20}
          step={0.1}
          decimalSeparator=","
          error={errorOf?.("freeSidewalkWidthM")}
        />
      )}
      <Group wrap="wrap" gap="md">
        <Checkbox
          label="Paralela ao meio-fio"
          checked={facts.parallelToCurb}
          onChange={(e) => onChange({ ...facts, parallelToCurb: e.currentTarget.checked })}
        />
        <Checkbox
          label="Caberia dentro do imóvel"
          checked={facts.insidePropertyFeasible}
          onChange={(e) => onChange({ ...facts, insidePropertyFeasible: e.currentTarget.checked })}
        />
        <Checkbox
          label="Caberia na calçada"
          checked={facts.sidewalkFeasible}
          onChange={(e) => onChange({ ...facts, sidewalkFeasible: e.currentTarget.checked })}
        />
      </Group>
      <NumberInput
        label="Vagas de estacionamento rotativo pagas"
        value={Number.isNaN(facts.rotatingParkingCreditsSpaces) ? "" : facts.rotatingParkingCreditsSpaces}
        onChange={(v) => onChange({ ...facts, rotatingParkingCreditsSpaces: typedNumber(v) })}
        min={0}
        max={20}
        error={errorOf?.("rotatingParkingCreditsSpaces")}
      />
    </Stack>
  );
}
