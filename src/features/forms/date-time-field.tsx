"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { DATE_HINT, isoFromBrDate, isTime, maskDate, maskTime, TIME_HINT } from "@/lib/typed-date";

type FieldProps = Omit<TextInputProps, "value" | "onChange" | "type"> & {
  /** The text as typed: `dd/mm/aaaa` for a date, `HH:MM` for a time. */
  value: string;
  onChange: (text: string) => void;
};

const KINDS = {
  date: {
    mask: maskDate,
    valid: (t: string) => isoFromBrDate(t) !== null,
    hint: DATE_HINT,
    placeholder: "dd/mm/aaaa",
    width: 10,
  },
  time: { mask: maskTime, valid: isTime, hint: TIME_HINT, placeholder: "HH:MM", width: 5 },
} as const;

/**
 * The one typed date/time field: a text input masked as the person types, the same in every browser
 * locale. Once left with an incomplete or impossible value it says so (unless the server's message
 * for the field is shown instead); it never changes the value into another one.
 */
function TypedField({
  kind,
  value,
  onChange,
  error,
  onBlur,
  ...props
}: FieldProps & { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const [left, setLeft] = useState(false);
  const own = left && value !== "" && !k.valid(value) ? k.hint : null;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={k.placeholder}
      maxLength={k.width}
      {...props}
      value={value}
      onChange={(e) => {
        setLeft(false);
        onChange(k.mask(e.currentTarget.value));
      }}
      onBlur={(e) => {
        setLeft(true);
        onBlur?.(e);
      }}
      error={error || own}
    />
  );
}

/** A calendar date typed as `dd/mm/aaaa`; read it with `isoFromBrDate`. */
export function DateField(props: FieldProps) {
  return <TypedField kind="date" {...props} />;
}

/** A 24 h time typed as `HH:MM`. */
export function TimeField(props: FieldProps) {
  return <TypedField kind="time" {...props} />;
}
