"use client";

import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { typedNumber, typedNumberOrNull } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import type { CacambaMarkingsRecord } from "@/server/services/fleet/identification";
import { useAction } from "./use-fleet-mutation";

interface Props {
  id: string;
  dims: { lengthM: number | null; widthM: number | null; heightM: number | null };
  markings: CacambaMarkingsRecord | null;
}

/** What is painted and stuck on the caçamba; the rules engine checks it on save. */
export function IdentificationForm({ id, dims, markings }: Props) {
  const trpc = useTRPC();
  const save = useMutation(trpc.fleet.saveIdentification.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const m = markings;
  const [t, setT] = useState({
    inscriptionText: m?.inscriptionText ?? "",
    ownerName: m?.ownerName ?? "",
    phone: m?.phone ?? "",
    complaintsPhone: m?.complaintsPhone ?? "",
    licenceNumber: m?.licenceNumber ?? "",
  });
  const [n, setN] = useState({
    lengthM: dims.lengthM ?? "",
    widthM: dims.widthM ?? "",
    heightM: dims.heightM ?? "",
    strips: m?.retroreflectiveStrips?.count ?? 0,
  });
  const [b, setB] = useState({
    uniformPaint: m?.uniformPaint ?? false,
    stripsPlaced: m?.retroreflectiveStrips?.onAllSides ?? false,
    topBorders: m?.topBorders ?? false,
    zebraBand: Boolean(m?.zebraBand),
    reflectiveAdhesive: Boolean(m?.reflectiveAdhesive),
  });
  const text = (k: keyof typeof t, label: string) => (
    <TextInput label={label} value={t[k]} onChange={(e) => setT({ ...t, [k]: e.currentTarget.value })} />
  );
  const num = (k: keyof typeof n, label: string, field: string = k) => (
    <NumberInput
      label={label}
      decimalSeparator=","
      value={n[k]}
      onChange={(v) => setN({ ...n, [k]: v })}
      error={fieldError(field)}
    />
  );
  const check = (k: keyof typeof b, label: string) => (
    <Checkbox label={label} checked={b[k]} onChange={(e) => setB({ ...b, [k]: e.currentTarget.checked })} />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(() =>
          save.mutateAsync({
            id,
            lengthM: typedNumberOrNull(n.lengthM),
            widthM: typedNumberOrNull(n.widthM),
            heightM: typedNumberOrNull(n.heightM),
            markings: {
              ...Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.trim() || null])),
              uniformPaint: b.uniformPaint,
              retroreflectiveStrips: {
                count: typedNumber(n.strips),
                heightCm: 5,
                widthCm: 30.5,
                onTop: b.stripsPlaced,
                onAllSides: b.stripsPlaced,
              },
              topBorders: b.topBorders,
              zebraBand: b.zebraBand
                ? { heightCm: 30, stripeWidthCm: 10, colour: "black", onAllSides: true }
                : null,
              retroreflectiveVisibleFromM: b.zebraBand ? 50 : null,
              reflectiveAdhesive: b.reflectiveAdhesive
                ? { colour: "red", grade: "diamond", onAllSides: true }
                : null,
            } as CacambaMarkingsRecord,
          }),
        );
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("inscriptionText", "Inscrição pintada")}
        {text("ownerName", "Nome do proprietário pintado")}
        {text("phone", "Telefone pintado")}
        {text("complaintsPhone", "Telefone de denúncias pintado")}
        {text("licenceNumber", "Nº do cadastro/licença pintado (JP)")}
        {num("strips", "Faixas retrorrefletivas 5 × 30,5 cm", "markings.retroreflectiveStrips.count")}
        {num("lengthM", "Comprimento externo (m)")}
        {num("widthM", "Largura externa (m)")}
        {num("heightM", "Altura externa (m)")}
      </SimpleGrid>
      <Group mt="sm">
        {check("uniformPaint", "Pintura uniforme")}
        {check("stripsPlaced", "Faixas no topo e em todas as laterais")}
        {check("topBorders", "Bordas superiores (JP)")}
        {check("zebraBand", "Faixa zebrada preta 30 cm (JP)")}
        {check("reflectiveAdhesive", "Adesivo vermelho grau diamante (JP)")}
      </Group>
      <Button type="submit" mt="md" loading={pending}>
        Salvar identificação
      </Button>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </form>
  );
}
