"use client";

import { NumberInput, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { MoneyInput, useMoney } from "@/features/forms/money-input";
import { typedNumber } from "@/features/forms/typed-number";

/** Discount as R$ or as %, read into the procedure's fields (`discountCents` or `discountBasisPoints`). */
export function useDiscount() {
  const [kind, setKind] = useState<"none" | "cents" | "percent">("none");
  const [percent, setPercent] = useState<string | number>("");
  const cents = useMoney(null);
  return {
    kind,
    setKind,
    percent,
    setPercent,
    cents,
    /** Null when a typed amount is not one (its field shows why). */
    read(): { discountCents?: number; discountBasisPoints?: number } | null {
      if (kind === "none") return {};
      if (kind === "percent") return { discountBasisPoints: Math.round(typedNumber(percent) * 100) };
      const c = cents.read();
      return c === null ? null : { discountCents: c };
    },
  };
}

export function DiscountFields({ d, error }: { d: ReturnType<typeof useDiscount>; error?: string }) {
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Desconto"
        value={d.kind}
        onChange={(v) => d.setKind(v as typeof d.kind)}
        data={[
          { value: "none", label: "Sem desconto" },
          { value: "cents", label: "Desconto em R$" },
          { value: "percent", label: "Desconto em %" },
        ]}
      />
      {d.kind === "cents" && <MoneyInput label="Desconto" field={d.cents} serverError={error} />}
      {d.kind === "percent" && (
        <NumberInput
          label="Desconto (%)"
          value={d.percent}
          onChange={d.setPercent}
          decimalSeparator=","
          decimalScale={2}
          error={error}
        />
      )}
    </Stack>
  );
}
