"use client";

import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { AddressFinder, emptySiteAddress } from "./address-finder";
import { pinOf } from "./pin-fields";

/** What a new site is saved with (the procedures `sites.create` and `dispatch.orders.createClientSite` take it). */
export interface NewSiteInput {
  name: string;
  address: string;
  cep: string;
  municipalityId: string;
  lat: number;
  lon: number;
}

/**
 * A new site (obra): its name and its address found by CEP or typed, confirmed on the map. `save`
 * sends it; the created site's id goes to `onCreated`.
 */
export function SiteForm({
  defaultMunicipalityId,
  save,
  onCreated,
  submitLabel = "Cadastrar obra",
}: {
  defaultMunicipalityId: string | null;
  save: (input: NewSiteInput) => Promise<{ id: string }>;
  onCreated: (siteId: string) => void;
  submitLabel?: string;
}) {
  const { run, error, fieldError, pending } = useAction();
  const [name, setName] = useState("");
  const [address, setAddress] = useState(() => emptySiteAddress(defaultMunicipalityId));
  const [coordError, setCoordError] = useState<string | null>(null);

  async function submit() {
    const pin = pinOf(address);
    if (!pin) {
      setCoordError(
        "Marque a obra no mapa (busque pelo CEP ou pelo endereço) ou informe latitude e longitude, como -21,7612 e -43,3505.",
      );
      return;
    }
    setCoordError(null);
    const { cep, municipalityId } = address;
    const row = await run(() => save({ name, address: address.address, cep, municipalityId, ...pin }));
    if (row) onCreated(row.id);
  }

  return (
    <Stack gap="xs" data-testid="site-form">
      <TextInput
        label="Nome da obra"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={fieldError("name")}
      />
      <AddressFinder value={address} onChange={setAddress} fieldError={fieldError} />
      {coordError && (
        <Alert color="red" role="alert">
          {coordError}
        </Alert>
      )}
      <Button variant="light" loading={pending} onClick={submit}>
        {submitLabel}
      </Button>
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </Stack>
  );
}
