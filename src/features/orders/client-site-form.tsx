"use client";

import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { MUNICIPALITY_OPTIONS } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";

/**
 * Dispatcher: registers a site (obra) for a phone client. No geocoding service is reachable, so the
 * point is typed as coordinates (copied from a map app) and fine-tuned later in the placement planner.
 */
export function ClientSiteForm({
  generatorOrgId,
  defaultMunicipalityId,
  onCreated,
}: {
  generatorOrgId: string;
  defaultMunicipalityId: string | null;
  onCreated: (siteId: string) => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.dispatch.orders.createClientSite.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [f, setF] = useState({
    name: "",
    address: "",
    cep: "",
    municipalityId: defaultMunicipalityId ?? MUNICIPALITY_OPTIONS[0]?.value ?? "",
    lat: "",
    lon: "",
  });
  const [coordError, setCoordError] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) =>
    setF({ ...f, [k]: e.currentTarget.value });

  async function submit() {
    const lat = Number(f.lat.trim().replace(",", "."));
    const lon = Number(f.lon.trim().replace(",", "."));
    if (!f.lat.trim() || !f.lon.trim() || Number.isNaN(lat) || Number.isNaN(lon)) {
      setCoordError("Informe latitude e longitude com ponto ou vírgula, como -21,7612 e -43,3505.");
      return;
    }
    setCoordError(null);
    const row = await run(() => create.mutateAsync({ generatorOrgId, ...f, lat, lon }));
    if (row) onCreated(row.id);
  }

  return (
    <Stack gap="xs" data-testid="client-site-form">
      <TextInput label="Nome da obra" value={f.name} onChange={set("name")} error={fieldError("name")} />
      <TextInput label="Endereço" value={f.address} onChange={set("address")} error={fieldError("address")} />
      <Group grow wrap="wrap">
        <TextInput label="CEP" value={f.cep} onChange={set("cep")} error={fieldError("cep")} miw={120} />
        <NativeSelect
          label="Município"
          data={MUNICIPALITY_OPTIONS}
          value={f.municipalityId}
          onChange={set("municipalityId")}
          error={fieldError("municipalityId")}
          miw={180}
        />
      </Group>
      <Group grow wrap="wrap">
        <TextInput
          label="Latitude"
          placeholder="-21,7612"
          value={f.lat}
          onChange={set("lat")}
          error={fieldError("lat")}
          inputMode="decimal"
          miw={120}
        />
        <TextInput
          label="Longitude"
          placeholder="-43,3505"
          value={f.lon}
          onChange={set("lon")}
          error={fieldError("lon")}
          inputMode="decimal"
          miw={120}
        />
      </Group>
      {coordError && (
        <Alert color="red" role="alert">
          {coordError}
        </Alert>
      )}
      <Button variant="light" loading={pending} onClick={submit}>
        Cadastrar obra
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
