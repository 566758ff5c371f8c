"use client";

import { emptySiteAddress } from "./address-finder";
import { PlaceForm } from "./place-form";

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
  return (
    <PlaceForm
      testId="site-form"
      nameLabel="Nome da obra"
      initialAddress={() => emptySiteAddress(defaultMunicipalityId)}
      noPinMessage="Marque a obra no mapa (busque pelo CEP ou pelo endereço) ou informe latitude e longitude, como -21,7612 e -43,3505."
      submitLabel={submitLabel}
      submitVariant="light"
      save={(name, { address, cep, municipalityId }, pin) =>
        save({ name, address, cep, municipalityId, ...pin })
      }
      onSaved={(row) => onCreated(row.id)}
    />
  );
}
