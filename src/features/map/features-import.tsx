"use client";

import { Alert, Button, Card, FileInput, Group, NativeSelect, Progress, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { type CityFeature, featuresFromGtfsStops, featuresFromOsm } from "@/domain";
import { useTRPC } from "@/lib/trpc/client";

const CHUNK = 500;

interface Parsed {
  source: "osm" | "gtfs";
  features: CityFeature[];
  left: number;
  fileName: string;
}

/** Reads the file in the browser with the rules engine's loaders (OSM GeoJSON or GTFS stops.txt). */
async function parseFile(file: File): Promise<Parsed> {
  const text = await file.text();
  if (/\.(txt|csv)$/i.test(file.name)) {
    const r = featuresFromGtfsStops(text);
    return { source: "gtfs", features: r.features, left: r.skipped.length, fileName: file.name };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      "O arquivo não é um GeoJSON válido: exporte do OpenStreetMap em GeoJSON ou envie o stops.txt do GTFS.",
    );
  }
  const r = featuresFromOsm(json);
  return { source: "osm", features: r.features, left: r.ignored, fileName: file.name };
}

/** Import screen: choose a file, see what the loader found, send it in chunks with a progress bar. */
export function FeaturesImport({
  municipalityId,
  onMunicipality,
  options,
}: {
  municipalityId: string;
  onMunicipality: (id: string) => void;
  options: { value: string; label: string }[];
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const importChunk = useMutation(trpc.dispatch.features.importChunk.mutationOptions());
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function choose(file: File | null) {
    setParsed(null);
    setDone(null);
    setError(null);
    setSent(0);
    if (!file) return;
    try {
      setParsed(await parseFile(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Arquivo ilegível.");
    }
  }

  async function send() {
    if (!parsed) return;
    setBusy(true);
    setError(null);
    setDone(null);
    let stored = 0;
    try {
      for (let i = 0; i < parsed.features.length; i += CHUNK) {
        const r = await importChunk.mutateAsync({
          municipalityId,
          source: parsed.source,
          features: parsed.features.slice(i, i + CHUNK),
        });
        stored += r.stored;
        setSent(Math.min(i + CHUNK, parsed.features.length));
      }
      setDone(`${stored.toLocaleString("pt-BR")} elementos importados de ${parsed.fileName}.`);
      await qc.invalidateQueries(trpc.dispatch.features.list.queryFilter());
    } catch (e) {
      setError(
        `${e instanceof Error ? e.message : "Erro inesperado."} ${stored.toLocaleString("pt-BR")} elementos já foram gravados; importar de novo atualiza os mesmos.`,
      );
    } finally {
      setBusy(false);
    }
  }

  const total = parsed?.features.length ?? 0;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-end">
          <NativeSelect
            label="Município"
            data={options}
            value={municipalityId}
            onChange={(e) => onMunicipality(e.currentTarget.value)}
            miw={180}
          />
          <FileInput
            label="Arquivo OSM (GeoJSON) ou GTFS (stops.txt)"
            placeholder="Escolher arquivo"
            accept=".geojson,.json,.txt,.csv"
            onChange={choose}
            clearable
            miw={220}
            data-testid="features-file"
          />
        </Group>
        {parsed && (
          <Text size="sm" data-testid="features-parsed">
            {parsed.source === "osm" ? "OpenStreetMap" : "GTFS"}: {total.toLocaleString("pt-BR")} elementos
            lidos
            {parsed.left > 0 &&
              `, ${parsed.left.toLocaleString("pt-BR")} ${parsed.source === "osm" ? "sem uso para as regras" : "linhas ignoradas"}`}
            .{parsed.source === "osm" && " Dados © OpenStreetMap contributors, ODbL 1.0."}
          </Text>
        )}
        {parsed && total > 0 && (
          <>
            <Progress
              value={total ? (sent / total) * 100 : 0}
              animated={busy}
              aria-label="Progresso da importação"
            />
            <Text size="xs" c="dimmed">
              {sent.toLocaleString("pt-BR")} de {total.toLocaleString("pt-BR")} enviados
            </Text>
            <Button onClick={send} loading={busy}>
              Importar {total.toLocaleString("pt-BR")} elementos
            </Button>
          </>
        )}
        {done && <Alert color="green">{done}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
