"use client";

import { useMutation } from "@tanstack/react-query";
import { emptySiteAddress } from "@/features/sites/address-finder";
import { typedPin } from "@/features/sites/pin-fields";
import { PlaceForm } from "@/features/sites/place-form";
import { useTRPC } from "@/lib/trpc/client";
import { InlineEditor } from "./inline-editor";

export interface YardRow {
  id: string;
  name: string;
  address: string;
  lat: number;
  lon: number;
  isDefault: boolean;
}

/** "Cadastrar pátio": opens the form for a new yard. */
export function NewYard({ municipalityId }: { municipalityId: string | null }) {
  return (
    <InlineEditor label="Cadastrar pátio">
      {(close) => <YardForm municipalityId={municipalityId} onSaved={close} />}
    </InlineEditor>
  );
}

/** "Editar o pátio Pátio Benfica": its name, address and position. */
export function EditYard({ yard, municipalityId }: { yard: YardRow; municipalityId: string | null }) {
  return (
    <InlineEditor label="Editar" name={`Editar o pátio ${yard.name}`}>
      {(close) => <YardForm yard={yard} municipalityId={municipalityId} onSaved={close} />}
    </InlineEditor>
  );
}

/**
 * A yard's name and address, found by CEP or typed and confirmed on the map as the sites' are
 * (`AddressFinder`); the CEP and the municipality only help find it and are not kept.
 */
function YardForm({
  yard,
  municipalityId,
  onSaved,
}: {
  yard?: YardRow;
  municipalityId: string | null;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.yards.create.mutationOptions());
  const update = useMutation(trpc.fleet.yards.update.mutationOptions());
  return (
    <PlaceForm
      testId="yard-form"
      nameLabel="Nome do pátio"
      namePlaceholder="Pátio Benfica"
      initialName={yard?.name}
      initialAddress={() => ({
        ...emptySiteAddress(municipalityId),
        ...(yard && { address: yard.address, ...typedPin(yard) }),
      })}
      noPinMessage="Marque o pátio no mapa (busque pelo CEP ou pelo endereço) ou informe latitude e longitude, como -21,7612 e -43,3505."
      submitLabel={yard ? "Salvar pátio" : "Cadastrar pátio"}
      save={(name, { address }, pin) => {
        const input = { name, address, ...pin };
        return yard ? update.mutateAsync({ id: yard.id, ...input }) : create.mutateAsync(input);
      }}
      onSaved={onSaved}
    />
  );
}
