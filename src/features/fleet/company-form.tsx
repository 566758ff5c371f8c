"use client";

import { Alert, Button, MultiSelect, SimpleGrid, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedLabel } from "@/components/ui/cited-label";
import { CitedText } from "@/components/ui/cited-text";
import { citeIn, haulerArticles } from "@/domain";
import { useTRPC } from "@/lib/trpc/client";
import { useAction } from "./use-fleet-mutation";

export interface CompanyValues {
  legalName: string;
  taxId: string;
  address: string;
  cep: string;
  phone: string;
  complaintsPhone: string;
  yardAddress: string;
  municipalityIds: string[];
}

export function CompanyForm({
  initial,
  municipalities,
}: {
  initial: CompanyValues;
  municipalities: { value: string; label: string }[];
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.fleet.company.save.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState(initial);
  const [saved, setSaved] = useState(false);
  /** Cites the laws of the municipalities chosen below, and only those. */
  const cite = (duty: Parameters<typeof haulerArticles>[0]) =>
    citeIn(haulerArticles(duty, v.municipalityIds));
  const text = (k: Exclude<keyof CompanyValues, "municipalityIds">, label: string) => (
    <TextInput
      label={<CitedLabel>{label}</CitedLabel>}
      value={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.currentTarget.value })}
      error={fieldError(k)}
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(Boolean(await run(() => save.mutateAsync(v))));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("legalName", "Razão social")}
        {text("taxId", "CNPJ")}
        {text("address", "Endereço da sede")}
        {text("cep", "CEP")}
        {text("phone", `Telefone de contato${cite("contactPhone")}`)}
        {text("complaintsPhone", `Telefone para denúncias${cite("complaintsPhone")}`)}
        {text("yardAddress", `Pátio fechado para guarda das caçambas${cite("yard")}`)}
        <MultiSelect
          label="Municípios atendidos"
          data={municipalities}
          value={v.municipalityIds}
          onChange={(ids) => setV({ ...v, municipalityIds: ids })}
          error={fieldError("municipalityIds")}
        />
      </SimpleGrid>
      <Button type="submit" mt="md" loading={pending}>
        Salvar cadastro
      </Button>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {saved && !error && (
        <Alert color="green" mt="sm">
          Cadastro salvo.
        </Alert>
      )}
    </form>
  );
}
