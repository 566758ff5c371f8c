"use client";

import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { AddressFinder, emptySiteAddress } from "@/features/sites/address-finder";
import { pinOf, typedPin } from "@/features/sites/pin-fields";
import { useTRPC } from "@/lib/trpc/client";
import { InlineEditor } from "./inline-editor";
import { useAction } from "./use-fleet-mutation";

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
  const { run, error, fieldError, pending } = useAction();
  const [name, setName] = useState(yard?.name ?? "");
  const [address, setAddress] = useState(() => ({
    ...emptySiteAddress(municipalityId),
    ...(yard && { address: yard.address, ...typedPin(yard) }),
  }));
  const [coordError, setCoordError] = useState<string | null>(null);

  async function submit() {
    const pin = pinOf(address);
    if (!pin) {
      setCoordError(
        "Marque o pátio no mapa (busque pelo CEP ou pelo endereço) ou informe latitude e longitude, como -21,7612 e -43,3505.",
      );
      return;
    }
    setCoordError(null);
    const input = { name, address: address.address, ...pin };
    const saved = await run(() =>
      yard ? update.mutateAsync({ id: yard.id, ...input }) : create.mutateAsync(input),
    );
    if (saved) onSaved();
  }

  return (
    <Stack gap="xs" data-testid="yard-form">
      <TextInput
        label="Nome do pátio"
        placeholder="Pátio Benfica"
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
      <Button loading={pending} onClick={submit}>
        {yard ? "Salvar pátio" : "Cadastrar pátio"}
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
