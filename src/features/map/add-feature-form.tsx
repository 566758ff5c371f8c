"use client";

import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { coordinateText } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import { type LonLat, parseCoordinate } from "./footprint";

const KINDS = [
  { value: "bus_stop", label: "Ponto de ônibus (placa única)" },
  { value: "hydrant", label: "Hidrante" },
  { value: "drain", label: "Boca de lobo / bueiro" },
  { value: "manhole", label: "Poço de visita" },
  { value: "crosswalk", label: "Faixa de pedestres" },
  { value: "accessibility_ramp", label: "Rampa de acessibilidade" },
  { value: "taxi_rank", label: "Ponto de táxi" },
  { value: "emergency_exit", label: "Saída de emergência" },
  { value: "no_stopping_sign", label: "Placa Proibido Parar e Estacionar" },
  { value: "traffic_sign", label: "Sinalização de trânsito" },
];

/** Adds one point by hand (clicked on the map or typed): stored as a `manual:` feature of this org. */
export function AddFeatureForm({
  municipalityId,
  picked,
}: {
  municipalityId: string;
  picked: LonLat | null;
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const add = useMutation(trpc.dispatch.features.importChunk.mutationOptions());
  const [kind, setKind] = useState("hydrant");
  const [lat, setLat] = useState("");
  const [lon, setLon] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!picked) return;
    setLat(coordinateText(picked.lat, 7));
    setLon(coordinateText(picked.lon, 7));
  }, [picked]);

  async function submit() {
    setMessage(null);
    const la = parseCoordinate(lat);
    const lo = parseCoordinate(lon);
    if (la === null || lo === null) {
      setMessage({
        ok: false,
        text: "Clique no mapa ou digite latitude e longitude, como -21,7612 e -43,3505.",
      });
      return;
    }
    const id = `manual:${crypto.randomUUID()}`;
    try {
      await add.mutateAsync({
        municipalityId,
        source: "manual",
        features: [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [lo, la] },
            properties: { id, kind, ...(kind === "bus_stop" ? { signs: "single" } : {}) },
          },
        ],
      });
      await qc.invalidateQueries(trpc.dispatch.features.list.queryFilter());
      setMessage({ ok: true, text: `${KINDS.find((k) => k.value === kind)?.label ?? kind} adicionado.` });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : "Erro inesperado." });
    }
  }

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={600}>Adicionar elemento</Text>
        <Text size="xs" c="dimmed">
          Clique no mapa para marcar o ponto, ou digite as coordenadas.
        </Text>
        <Group grow wrap="wrap" align="flex-end">
          <NativeSelect
            label="Tipo"
            data={KINDS}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value)}
            miw={180}
          />
          <TextInput label="Latitude" value={lat} onChange={(e) => setLat(e.currentTarget.value)} miw={120} />
          <TextInput
            label="Longitude"
            value={lon}
            onChange={(e) => setLon(e.currentTarget.value)}
            miw={120}
          />
          <Button onClick={submit} loading={add.isPending}>
            Adicionar
          </Button>
        </Group>
        {message && (
          <Alert color={message.ok ? "green" : "red"} role={message.ok ? undefined : "alert"}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
