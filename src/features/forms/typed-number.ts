/**
 * The number a Mantine `NumberInput` holds, as typed: its value, or NaN when the field is empty or
 * not a number yet ("", "-"), which the server's schema refuses with "Informe …" — never 0, which
 * `Number("")` would make of an empty field.
 */
export function typedNumber(value: string | number): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value.replace(",", "."));
}

/** Like `typedNumber`, for an optional field: empty is null. */
export function typedNumberOrNull(value: string | number): number | null {
  return value === "" ? null : typedNumber(value);
}
