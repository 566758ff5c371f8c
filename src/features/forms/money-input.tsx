"use client";

import { TextInput } from "@mantine/core";
import { useState } from "react";
import { moneyInputText } from "@/domain/pricing/money";
import { readMoneyField } from "./money-field";

/**
 * A money field as typed ("1.234,56"): the text stays what the person typed; on submit `read()`
 * gives centavos, or null with a pt-BR message on the field (never a guess, never a clamp): an empty
 * field is asked for, a wrong one shows the format (`readMoneyField`).
 */
export function useMoney(initialCents: number | null | undefined) {
  const [text, setText] = useState(initialCents == null ? "" : moneyInputText(initialCents));
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    setText,
    error,
    read(): number | null {
      const { cents, error } = readMoneyField(text);
      setError(error);
      return cents;
    },
  };
}

export function MoneyInput({
  label,
  field,
  serverError,
}: {
  label: string;
  field: ReturnType<typeof useMoney>;
  serverError?: string;
}) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      leftSection="R$"
      value={field.text}
      onChange={(e) => field.setText(e.currentTarget.value)}
      error={field.error ?? serverError}
    />
  );
}

/** Reads every money field at once (each shows its own message); null if any is not an amount. */
export function readAll<K extends string>(
  fields: Record<K, ReturnType<typeof useMoney>>,
): Record<K, number> | null {
  const out = {} as Record<K, number>;
  let ok = true;
  for (const key of Object.keys(fields) as K[]) {
    const cents = fields[key].read();
    if (cents === null) ok = false;
    else out[key] = cents;
  }
  return ok ? out : null;
}
