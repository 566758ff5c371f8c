"use client";

import { Button, type ButtonProps, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { AddressFinder, type SiteAddress } from "./address-finder";
import { pinOf } from "./pin-fields";
import type { Pin } from "./site-pin-map";

/**
 * A named place (a site, a yard): its name, its address found by CEP or typed and confirmed on the map
 * (`AddressFinder`), and no saving without a position. `save` sends it; what it answers goes to `onSaved`.
 */
export function PlaceForm<T>({
  testId,
  nameLabel,
  namePlaceholder,
  initialName = "",
  initialAddress,
  noPinMessage,
  submitLabel,
  submitVariant,
  save,
  onSaved,
}: {
  testId: string;
  nameLabel: string;
  namePlaceholder?: string;
  initialName?: string;
  initialAddress: () => SiteAddress;
  /** Said when the position is missing, naming the place ("Marque a obra no mapa…"). */
  noPinMessage: string;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
  save: (name: string, address: SiteAddress, pin: Pin) => Promise<T>;
  onSaved: (saved: T) => void;
}) {
  const { run, error, fieldError, pending } = useAction();
  const [name, setName] = useState(initialName);
  const [address, setAddress] = useState(initialAddress);
  const [coordError, setCoordError] = useState<string | null>(null);

  async function submit() {
    const pin = pinOf(address);
    if (!pin) {
      setCoordError(noPinMessage);
      return;
    }
    setCoordError(null);
    const saved = await run(() => save(name, address, pin));
    if (saved) onSaved(saved);
  }

  return (
    <Stack gap="xs" data-testid={testId}>
      <TextInput
        label={nameLabel}
        placeholder={namePlaceholder}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={fieldError("name")}
      />
      <AddressFinder value={address} onChange={setAddress} fieldError={fieldError} />
      <FormAlert message={coordError} />
      <Button variant={submitVariant} loading={pending} onClick={submit}>
        {submitLabel}
      </Button>
      <FormAlert message={error} />
    </Stack>
  );
}
