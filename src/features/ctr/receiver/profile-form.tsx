"use client";

import { Alert, Button, Checkbox, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import {
  RECEIVER_KIND_LABEL,
  RECEIVER_KINDS,
  type ReceiverKind,
  WASTE_CLASSES,
  WASTE_KIND_LABEL,
  WASTE_KINDS,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

export interface ProfileValues {
  kind: ReceiverKind;
  address: string;
  cep: string;
  licenceNumber: string;
  licenceValidUntil: string | null;
  acceptedClasses: string[];
  acceptedKinds: string[];
}

/** The receiver's area: kind, address, licence and what it accepts (its law's gate; CONAMA 307). */
export function ReceiverProfileForm({ initial }: { initial: ProfileValues | null }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.ctr.receiver.saveProfile.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [kind, setKind] = useState<ReceiverKind>(initial?.kind ?? "att");
  const [address, setAddress] = useState(initial?.address ?? "");
  const [cep, setCep] = useState(initial?.cep ?? "");
  const [licenceNumber, setLicence] = useState(initial?.licenceNumber ?? "");
  const [validUntil, setValidUntil] = useState(
    initial?.licenceValidUntil ? initial.licenceValidUntil.split("-").reverse().join("/") : "",
  );
  const [classes, setClasses] = useState<string[]>(initial?.acceptedClasses ?? ["A"]);
  const [kinds, setKinds] = useState<string[]>(initial?.acceptedKinds ?? ["rcc"]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(() =>
          save.mutateAsync({
            kind,
            address,
            cep,
            licenceNumber,
            licenceValidUntil: validUntil || null,
            acceptedClasses: classes as WasteClass[],
            acceptedKinds: kinds as WasteKind[],
          }),
        );
      }}
    >
      <Stack>
        <NativeSelect
          label="Tipo de área"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as ReceiverKind)}
          data={RECEIVER_KINDS.map((k) => ({ value: k, label: RECEIVER_KIND_LABEL[k] }))}
        />
        <TextInput
          label="Endereço"
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={fieldError("address")}
        />
        <TextInput
          label="CEP"
          value={cep}
          onChange={(e) => setCep(e.currentTarget.value)}
          error={fieldError("cep")}
        />
        <Group grow>
          <TextInput
            label="Licença de operação nº"
            value={licenceNumber}
            onChange={(e) => setLicence(e.currentTarget.value)}
            error={fieldError("licenceNumber")}
          />
          <TextInput
            label="Válida até (dd/mm/aaaa)"
            value={validUntil}
            onChange={(e) => setValidUntil(e.currentTarget.value)}
            error={fieldError("licenceValidUntil")}
          />
        </Group>
        <Checkbox.Group
          label="Classes aceitas pela licença"
          value={classes}
          onChange={setClasses}
          error={fieldError("acceptedClasses")}
        >
          <Group mt={4}>
            {WASTE_CLASSES.map((c) => (
              <Checkbox key={c} value={c} label={`Classe ${c}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label="Tipos aceitos"
          value={kinds}
          onChange={setKinds}
          error={fieldError("acceptedKinds")}
        >
          <Group mt={4}>
            {WASTE_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={WASTE_KIND_LABEL[k]} />
            ))}
          </Group>
        </Checkbox.Group>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          Salvar perfil do receptor
        </Button>
      </Stack>
    </form>
  );
}
