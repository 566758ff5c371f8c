"use client";

import { Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

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
  const [annex, setAnnex] = useState(
    Object.entries(initial.annex ?? {})
      .map(([a, v]) => `${a} = ${(v.amountCents / 100).toFixed(2).replace(".", ",")}`)
      .join("\n"),
  );
  const [days, setDays] = useState<string | number>(initial.ctrReceiptDays);
  const [saved, setSaved] = useState(false);
  function parseAnnex() {
    const out: Record<string, { amountCents: number }> = {};
    for (const line of annex
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)) {
      const [article, value] = line.split("=").map((s) => s.trim());
      if (article && value)
        out[article] = { amountCents: Math.round(Number(value.replace(/\./g, "").replace(",", ".")) * 100) };
    }
    return Object.keys(out).length ? out : null;
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
          error={fieldError("upfCents")}
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
            const r = await run(() =>
              save.mutateAsync({
                updateFactor: factor === "" ? null : Number(factor),
                upfCents: upf === "" ? null : Math.round(Number(upf) * 100),
                annex: parseAnnex(),
                ctrReceiptDays: Number(days),
              }),
            );
            if (r) setSaved(true);
          }}
        >
          Salvar configuração
        </Button>
      </Group>
    </Stack>
  );
}
