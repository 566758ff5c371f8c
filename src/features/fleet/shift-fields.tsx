"use client";

import { Group, NumberInput } from "@mantine/core";
import { BREAK_MINUTES, DEFAULT_HOURS } from "@/domain/fleet/day-settings";
import { TimeField } from "@/features/forms/date-time-field";
import { typedNumber } from "@/features/forms/typed-number";

/** A driver's shift as a form holds it: the times as typed, the break as the number field holds it. */
export interface ShiftValues {
  shiftStart: string;
  shiftEnd: string;
  breakMinutes: string | number;
}

export const NEW_SHIFT: ShiftValues = {
  shiftStart: DEFAULT_HOURS.start,
  shiftEnd: DEFAULT_HOURS.end,
  breakMinutes: BREAK_MINUTES.fallback,
};

export const shiftOf = (v: ShiftValues) => ({ ...v, breakMinutes: typedNumber(v.breakMinutes) });

/** "Turno" start and end ("HH:MM") and "Intervalo (min)", with the server's messages on each field. */
export function ShiftFields({
  value,
  onChange,
  fieldError,
}: {
  value: ShiftValues;
  onChange: (next: ShiftValues) => void;
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <Group align="flex-end" wrap="wrap">
      <TimeField
        label="Turno: início"
        value={value.shiftStart}
        onChange={(shiftStart) => onChange({ ...value, shiftStart })}
        error={fieldError("shiftStart")}
        w={110}
      />
      <TimeField
        label="Turno: fim"
        value={value.shiftEnd}
        onChange={(shiftEnd) => onChange({ ...value, shiftEnd })}
        error={fieldError("shiftEnd")}
        w={110}
      />
      <NumberInput
        label="Intervalo (min)"
        description={`De ${BREAK_MINUTES.min} a ${BREAK_MINUTES.max}`}
        allowDecimal={false}
        value={value.breakMinutes}
        onChange={(breakMinutes) => onChange({ ...value, breakMinutes })}
        error={fieldError("breakMinutes")}
        w={130}
      />
    </Group>
  );
}
