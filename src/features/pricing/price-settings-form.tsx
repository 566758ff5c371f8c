"use client";

import { Alert, Button, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import type { PriceSettings } from "@/domain/pricing/terms";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { MoneyInput, readAll, useMoney } from "@/features/forms/money-input";
import { typedNumber } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { EXTRA_DAY_BASIS_LABEL } from "./labels";

/** The hauler's general rules: included days, how extra days count, and the price of each extra service. */
export function PriceSettingsForm({ initial }: { initial: PriceSettings | null }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.pricing.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [includedDays, setIncludedDays] = useState<string | number>(initial?.includedDays ?? 7);
  const [basis, setBasis] = useState(initial?.extraDayBasis ?? "calendar");
  const [saved, setSaved] = useState(false);
  const money = {
    extraDayCents: useMoney(initial?.extraDayCents),
    swapCents: useMoney(initial?.swapCents),
    extraTripCents: useMoney(initial?.extraTripCents),
    relocationCents: useMoney(initial?.relocationCents),
    overweightPerTonneCents: useMoney(initial?.overweightPerTonneCents),
  };
  return (
    <form
      aria-label="Regras gerais"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const cents = readAll(money);
        if (!cents) return;
        const ok = await run(() =>
          save.mutateAsync({ includedDays: typedNumber(includedDays), extraDayBasis: basis, ...cents }),
        );
        if (ok) setSaved(true);
      }}
    >
      <Stack maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Dias incluídos na locação"
            value={includedDays}
            onChange={setIncludedDays}
            allowDecimal={false}
            error={fieldError("includedDays")}
          />
          <Select
            label="Dias extras contados em"
            data={Object.entries(EXTRA_DAY_BASIS_LABEL).map(([value, label]) => ({ value, label }))}
            value={basis}
            onChange={(v) => setBasis((v ?? "calendar") as typeof basis)}
            allowDeselect={false}
          />
          <MoneyInput
            label="Dia extra"
            field={money.extraDayCents}
            serverError={fieldError("extraDayCents")}
          />
          <MoneyInput label="Troca" field={money.swapCents} serverError={fieldError("swapCents")} />
          <MoneyInput
            label="Viagem extra"
            field={money.extraTripCents}
            serverError={fieldError("extraTripCents")}
          />
          <MoneyInput
            label="Mudança de lugar"
            field={money.relocationCents}
            serverError={fieldError("relocationCents")}
          />
          <MoneyInput
            label="Tonelada excedente"
            field={money.overweightPerTonneCents}
            serverError={fieldError("overweightPerTonneCents")}
          />
        </SimpleGrid>
        <Button type="submit" loading={pending}>
          Salvar regras gerais
        </Button>
        {saved && <Alert color="green">Regras gerais salvas.</Alert>}
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
