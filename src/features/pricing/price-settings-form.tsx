"use client";

import { Alert, Button, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import type { PriceSettings } from "@/domain/pricing/terms";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { MoneyInput, readAll, useMoney } from "@/features/forms/money-input";
import { typedNumber } from "@/features/forms/typed-number";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { useTRPC } from "@/lib/trpc/client";
import { EXTRA_DAY_BASIS_LABEL } from "./labels";

/**
 * The hauler's general rules: included days, how extra days count, and the price of each extra service.
 * A new table starts from the home municipality's limit on how long a caçamba stays (`suggested`, JF: 3
 * business days), else 7 days; included days beyond the law are saved with its sentence shown.
 */
export function PriceSettingsForm({
  initial,
  lawNote: savedNote = null,
  suggested = null,
}: {
  initial: PriceSettings | null;
  lawNote?: string | null;
  suggested?: { days: number; basis: PriceSettings["extraDayBasis"] } | null;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.pricing.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [includedDays, setIncludedDays] = useState<string | number>(
    initial?.includedDays ?? suggested?.days ?? 7,
  );
  const [basis, setBasis] = useState(initial?.extraDayBasis ?? suggested?.basis ?? "calendar");
  const [lawNote, setLawNote] = useState(savedNote);
  const [saved, setSaved] = useState(false);
  const { ref, focusResult } = useFocusResult();
  const money = {
    extraDayCents: useMoney(initial?.extraDayCents),
    swapCents: useMoney(initial?.swapCents),
    extraTripCents: useMoney(initial?.extraTripCents),
    relocationCents: useMoney(initial?.relocationCents),
    overweightPerTonneCents: useMoney(initial?.overweightPerTonneCents),
  };
  return (
    <form
      ref={ref}
      aria-label="Regras gerais"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const cents = readAll(money);
        if (!cents) return focusResult();
        const done = await run(() =>
          save.mutateAsync({ includedDays: typedNumber(includedDays), extraDayBasis: basis, ...cents }),
        );
        if (done) {
          setSaved(true);
          setLawNote(done.lawNote);
        }
        focusResult();
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
        <FormAlert color="green" role="status" message={saved ? "Regras gerais salvas." : null} />
        {lawNote && (
          <Alert color="yellow" title="Dias incluídos além da lei" data-testid="included-days-law">
            <CitedText newTab textColour>
              {lawNote}
            </CitedText>
          </Alert>
        )}
        <FormAlert message={error} />
      </Stack>
    </form>
  );
}
