"use client";

import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
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
import { DEFAULT_HOURS, LAW_SILENT_ON_DAY, UNLOAD_MINUTES } from "@/domain/fleet/day-settings";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { TimeField } from "@/features/forms/date-time-field";
import { typedNumber } from "@/features/forms/typed-number";
import { PinFields, pinOf, typedPin } from "@/features/sites/pin-fields";
import { defaultMunicipalityId, municipalityCentre } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";

export interface ProfileValues {
  kind: ReceiverKind;
  address: string;
  cep: string;
  licenceNumber: string;
  licenceValidUntil: string | null;
  acceptedClasses: string[];
  acceptedKinds: string[];
  lat: number | null;
  lon: number | null;
  opensAt: string;
  closesAt: string;
  unloadMinutes: number;
}

/**
 * The receiver's area: kind, address, licence and what it accepts (its law's gate; CONAMA 307); where its
 * gate is on the map, its opening hours and how long an unloading takes (for the haulers' day plans).
 */
export function ReceiverProfileForm({
  initial,
  municipalityId = null,
}: {
  initial: ProfileValues | null;
  /** Where the map opens while the gate is not placed: the receiver's municipality. */
  municipalityId?: string | null;
}) {
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
  const [gate, setGate] = useState(() => typedPin(initial ?? { lat: null, lon: null }));
  const [opensAt, setOpensAt] = useState(initial?.opensAt ?? DEFAULT_HOURS.start);
  const [closesAt, setClosesAt] = useState(initial?.closesAt ?? DEFAULT_HOURS.end);
  const [unload, setUnload] = useState<string | number>(initial?.unloadMinutes ?? UNLOAD_MINUTES.fallback);
  const [gateError, setGateError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const pin = pinOf(gate);
        const typed = gate.lat.trim() !== "" || gate.lon.trim() !== "";
        if (typed && !pin) {
          setGateError(
            "Posição do portão inválida: informe latitude e longitude como -21,7612 e -43,3505, ou arraste o marcador.",
          );
          return;
        }
        setGateError(null);
        void run(() =>
          save.mutateAsync({
            kind,
            address,
            cep,
            licenceNumber,
            licenceValidUntil: validUntil || null,
            acceptedClasses: classes as WasteClass[],
            acceptedKinds: kinds as WasteKind[],
            lat: pin?.lat ?? null,
            lon: pin?.lon ?? null,
            opensAt,
            closesAt,
            unloadMinutes: typedNumber(unload),
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
        <Text fw={600} size="sm">
          Portão de descarga no mapa
        </Text>
        <Text size="sm" c="dimmed">
          Arraste o marcador até o portão por onde os caminhões entram. Sem ele, o planejamento dos
          transportadores usa o endereço.
        </Text>
        <PinFields
          value={gate}
          onChange={setGate}
          fallback={municipalityCentre(defaultMunicipalityId(municipalityId))}
          mapLabel="Mapa do receptor: arraste o marcador até o portão de descarga"
          fieldError={fieldError}
        />
        {gateError && (
          <Alert color="red" role="alert">
            {gateError}
          </Alert>
        )}
        <Text fw={600} size="sm">
          Horário de funcionamento
        </Text>
        <Text size="sm" c="dimmed">
          {LAW_SILENT_ON_DAY}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TimeField
            label="Abre às"
            value={opensAt}
            onChange={setOpensAt}
            error={fieldError("opensAt")}
            w={110}
          />
          <TimeField
            label="Fecha às"
            value={closesAt}
            onChange={setClosesAt}
            error={fieldError("closesAt")}
            w={110}
          />
          <NumberInput
            label="Tempo de descarga (min)"
            description={`De ${UNLOAD_MINUTES.min} a ${UNLOAD_MINUTES.max}`}
            allowDecimal={false}
            value={unload}
            onChange={setUnload}
            error={fieldError("unloadMinutes")}
            w={190}
          />
        </Group>
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
