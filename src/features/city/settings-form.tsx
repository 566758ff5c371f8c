"use client";

import { Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { hasAtMostPlaces } from "@/domain/quantity";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { annexText, parseAnnexText } from "./fine-annex-text";

/** What the law leaves to the city: update factor (JF art. 31, CM art. 74 §1º), UPF (IN), fine annex (JP art. 31 §1º). */
export function CitySettingsForm({
  initial,
}: {
  initial: {
    lawKey: string;
    updateFactor: number | null;
    upfCents: number | null;
    annex: Record<string, { amountCents: number }> | null;
    ctrReceiptDays: number;
  };
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.city.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [factor, setFactor] = useState<string | number>(initial.updateFactor ?? "");
  const [upf, setUpf] = useState<string | number>(initial.upfCents === null ? "" : initial.upfCents / 100);
  const [annex, setAnnex] = useState(annexText(initial.annex));
  const [days, setDays] = useState<string | number>(initial.ctrReceiptDays);
  const [saved, setSaved] = useState(false);
  const [own, setOwn] = useState<{ upf?: string; annex?: string }>({});
  /** What the city typed, as the API takes it; what cannot be sent as typed stays on its field. */
  function typed() {
    const reais = typedNumberOrNull(upf);
    const upfOk = reais === null || hasAtMostPlaces(reais, 2);
    const parsedAnnex = initial.lawKey === "JP" ? parseAnnexText(annex) : { annex: initial.annex };
    setOwn({
      upf: upfOk ? undefined : "O valor da UPF aceita até 2 casas decimais (centavos).",
      annex: "error" in parsedAnnex ? parsedAnnex.error : undefined,
    });
    if (!upfOk || "error" in parsedAnnex) return null;
    return {
      updateFactor: typedNumberOrNull(factor),
      // Whole cents already (checked above): the rounding only undoes binary floating point (0,29 × 100).
      upfCents: reais === null ? null : Math.round(reais * 100),
      annex: parsedAnnex.annex,
      ctrReceiptDays: typedNumber(days),
    };
  }
  return (
    <Stack maw={640}>
      {(initial.lawKey === "JF" || initial.lawKey === "CM") && (
        <NumberInput
          label="Fator de atualização acumulado das multas"
          description={
            initial.lawKey === "JF"
              ? "Desde 2023 (JF art. 31). 1 = valores da lei."
              : "Desde 2021, IPCA (CM art. 74, §1º)."
          }
          decimalSeparator=","
          min={1}
          max={100}
          step={0.01}
          value={factor}
          onChange={setFactor}
          error={fieldError("updateFactor")}
        />
      )}
      {initial.lawKey === "IN" && (
        <NumberInput
          label="Valor da UPF (R$)"
          decimalSeparator=","
          thousandSeparator="."
          min={0.01}
          value={upf}
          onChange={setUpf}
          error={own.upf ?? fieldError("upfCents")}
        />
      )}
      {initial.lawKey === "JP" && (
        <Textarea
          label="Anexo de multas (JP art. 31, §1º)"
          description="Uma linha por artigo: JP art. 28, I = 1.000,00"
          value={annex}
          onChange={(e) => setAnnex(e.currentTarget.value)}
          autosize
          minRows={4}
          error={own.annex ?? fieldError("annex")}
        />
      )}
      <NumberInput
        label="Dias sem recebimento para destacar um CTR"
        min={1}
        max={365}
        value={days}
        onChange={setDays}
        error={fieldError("ctrReceiptDays")}
      />
      <FormAlert message={error} />
      <FormAlert message={saved ? "Configuração salva." : null} color="green" />
      <Group>
        <Button
          loading={pending}
          onClick={async () => {
            setSaved(false);
            const input = typed();
            if (!input) return;
            const r = await run(() => save.mutateAsync(input));
            if (r) setSaved(true);
          }}
        >
          Salvar configuração
        </Button>
      </Group>
    </Stack>
  );
}
