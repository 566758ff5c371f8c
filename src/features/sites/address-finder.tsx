"use client";

import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { defaultMunicipalityId, MUNICIPALITY_OPTIONS, municipalityCentre } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";
import { coordText, PinFields } from "./pin-fields";
import type { Pin } from "./site-pin-map";

/** A site's address as the form holds it; `lat`/`lon` as typed (decimal comma or point). */
export interface SiteAddress {
  cep: string;
  number: string;
  address: string;
  municipalityId: string;
  lat: string;
  lon: string;
}

export function emptySiteAddress(municipalityId: string | null): SiteAddress {
  return {
    cep: "",
    number: "",
    address: "",
    municipalityId: defaultMunicipalityId(municipalityId),
    lat: "",
    lon: "",
  };
}

/**
 * Finds a site: by CEP and number (CEP → street, bairro, city through the server; then the geocoder, or
 * the CEP's own position, puts the pin), or by the typed address; the pin is confirmed or dragged on the
 * street map; latitude and longitude stay as the fallback. Field errors of the enclosing form by name.
 */
export function AddressFinder({
  value,
  onChange,
  fieldError,
}: {
  value: SiteAddress;
  onChange: (next: SiteAddress) => void;
  fieldError: (name: string) => string | undefined;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [places, setPlaces] = useState<{ label: string; lat: number; lon: number }[]>([]);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState(0);
  const set = (k: keyof SiteAddress) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [k]: e.currentTarget.value });

  const placeAt = (next: SiteAddress, p: Pin) => {
    onChange({ ...next, lat: coordText(p.lat), lon: coordText(p.lon) });
    setFocus((f) => f + 1);
  };

  async function ask<T>(what: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await what();
    } catch (e) {
      setNote({ ok: false, text: e instanceof Error ? e.message : "Não foi possível buscar agora." });
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Geocodes `query`; true when it placed the pin. */
  async function locate(next: SiteAddress, query: string): Promise<boolean> {
    const found = await ask(() => queryClient.fetchQuery(trpc.addresses.search.queryOptions({ query })));
    if (!found) return false;
    if (found.status !== "found") {
      setNote({ ok: false, text: found.message });
      return false;
    }
    const [first] = found.places;
    if (!first) return false;
    setPlaces(found.places.length > 1 ? found.places : []);
    placeAt(next, first);
    setNote({
      ok: true,
      text: `Encontrado: ${first.label}. Confira no mapa e arraste o marcador se precisar.`,
    });
    return true;
  }

  async function byCep() {
    setPlaces([]);
    const found = await ask(() =>
      queryClient.fetchQuery(trpc.addresses.cep.queryOptions({ cep: value.cep })),
    );
    if (!found) return;
    if (found.status !== "found") {
      setNote({ ok: false, text: found.message });
      return;
    }
    const a = found.address;
    const number = value.number.trim();
    const street = [a.street, number].filter(Boolean).join(", ");
    const next = {
      ...value,
      address: `${street || "Endereço"} — ${[a.neighbourhood, `${a.city}/${a.state}`].filter(Boolean).join(", ")}`,
      municipalityId: a.municipalityId ?? value.municipalityId,
    };
    if (!a.municipalityId) {
      onChange(next);
      setNote({
        ok: false,
        text: `${a.city}/${a.state} ainda não é atendido: escolha um município da lista.`,
      });
      return;
    }
    if (await locate(next, `${street}, ${a.city} - ${a.state}`)) return;
    placeAt(next, a.position ?? municipalityCentre(a.municipalityId));
    setNote({
      ok: true,
      text: a.position
        ? "Endereço do CEP encontrado. Arraste o marcador até a entrada da obra."
        : "Endereço do CEP encontrado. Marque a entrada da obra no mapa (arraste o marcador).",
    });
  }

  return (
    <Stack gap="xs">
      <Group grow wrap="wrap" align="flex-end">
        <TextInput
          label="CEP"
          placeholder="36010-002"
          value={value.cep}
          onChange={set("cep")}
          error={fieldError("cep")}
          inputMode="numeric"
          miw={120}
        />
        <TextInput label="Número" value={value.number} onChange={set("number")} miw={90} />
        <Button variant="default" onClick={byCep} loading={busy} disabled={!value.cep.trim()}>
          Buscar pelo CEP
        </Button>
      </Group>
      <TextInput
        label="Endereço"
        description="Rua, número — bairro, cidade/UF"
        value={value.address}
        onChange={set("address")}
        error={fieldError("address")}
      />
      <Group wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          size="xs"
          loading={busy}
          disabled={value.address.trim().length < 5}
          onClick={() => {
            setPlaces([]);
            void locate(value, value.address.replace(" — ", ", "));
          }}
        >
          Localizar endereço no mapa
        </Button>
      </Group>
      {note && (
        <Alert color={note.ok ? "blue" : "yellow"} role="status" data-testid="address-note">
          {note.text}
        </Alert>
      )}
      {places.length > 1 && (
        <Stack gap={4} aria-label="Outros resultados">
          {places.map((p) => (
            <Button key={`${p.lat},${p.lon}`} variant="subtle" size="xs" onClick={() => placeAt(value, p)}>
              {p.label}
            </Button>
          ))}
        </Stack>
      )}
      <NativeSelect
        label="Município"
        data={MUNICIPALITY_OPTIONS}
        value={value.municipalityId}
        onChange={set("municipalityId")}
        error={fieldError("municipalityId")}
      />
      <PinFields
        value={value}
        onChange={(p) => onChange({ ...value, ...p })}
        fallback={municipalityCentre(value.municipalityId)}
        focus={focus}
        fieldError={fieldError}
      />
    </Stack>
  );
}
