"use client";

import { Alert, Button, Group, NumberInput, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedLabel } from "@/components/ui/cited-label";
import { TextLink } from "@/components/ui/text-link";
import { citySettingsFields } from "@/domain/laws/screens";
import { hasAtMostPlaces } from "@/domain/quantity";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { annexText, parseAnnexText } from "./fine-annex-text";

/**
 * What the city's law leaves to it (its module's `settings`): update factor, UPF value, fine annex.
 * With `returnTo` (the auto that needed a value), saving goes back there.
 */
export function CitySettingsForm({
  initial,
  returnTo = null,
}: {
  returnTo?: string | null;
  initial: {
    municipalityId: string;
    updateFactor: number | null;
    upfCents: number | null;
    annex: Record<string, { amountCents: number }> | null;
    ctrReceiptDays: number;
  };
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const save = useMutation(trpc.city.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [factor, setFactor] = useState<string | number>(initial.updateFactor ?? "");
  const [upf, setUpf] = useState<string | number>(initial.upfCents === null ? "" : initial.upfCents / 100);
  const [annex, setAnnex] = useState(annexText(initial.annex));
  const [days, setDays] = useState<string | number>(initial.ctrReceiptDays);
  const [saved, setSaved] = useState(false);
  const fields = citySettingsFields(initial.municipalityId);
  const field = (name: (typeof fields)[number]["name"]) => fields.find((f) => f.name === name);
  const factorField = field("updateFactor");
  const upfField = field("upfCents");
  const annexField = field("annex");
  const [own, setOwn] = useState<{ upf?: string; annex?: string }>({});
  /** What the city typed, as the API takes it; what cannot be sent as typed stays on its field. */
  function typed() {
    const reais = typedNumberOrNull(upf);
    const upfOk = reais === null || hasAtMostPlaces(reais, 2);
    const parsedAnnex = annexField ? parseAnnexText(annex, annexField.example) : { annex: initial.annex };
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
      {returnTo && (
        <Alert color="blue">Depois de salvar, você volta ao auto de infração que estava lavrando.</Alert>
      )}
      {factorField && (
        <NumberInput
          label={<CitedLabel>{factorField.label}</CitedLabel>}
          description={<CitedLabel>{factorField.description}</CitedLabel>}
          decimalSeparator=","
          min={1}
          max={100}
          step={0.01}
          value={factor}
          onChange={setFactor}
          error={fieldError("updateFactor")}
        />
      )}
      {upfField && (
        <NumberInput
          label={<CitedLabel>{upfField.label}</CitedLabel>}
          description={<CitedLabel>{upfField.description}</CitedLabel>}
          decimalSeparator=","
          thousandSeparator="."
          min={0.01}
          value={upf}
          onChange={setUpf}
          error={own.upf ?? fieldError("upfCents")}
        />
      )}
      {annexField && (
        <Textarea
          label={<CitedLabel>{annexField.label}</CitedLabel>}
          description={<CitedLabel>{annexField.description}</CitedLabel>}
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
            if (r && returnTo) router.push(returnTo);
            else if (r) setSaved(true);
          }}
        >
          {returnTo ? "Salvar e voltar ao auto" : "Salvar configuração"}
        </Button>
        {returnTo && <TextLink href={returnTo}>Voltar ao auto sem salvar</TextLink>}
      </Group>
    </Stack>
  );
}
