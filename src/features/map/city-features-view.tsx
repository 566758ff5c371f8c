"use client";

import {
  Alert,
  Button,
  ScrollArea,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { AddFeatureForm } from "./add-feature-form";
import { FeaturesImport } from "./features-import";
import { footprintCentre, type LonLat } from "./footprint";

const FeaturesMap = dynamic(() => import("./features-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

const KIND_LABEL: Record<string, string> = {
  bus_stop: "ponto de ônibus",
  hydrant: "hidrante",
  crosswalk: "faixa de pedestres",
  traffic_sign: "sinalização",
  taxi_rank: "ponto de táxi",
  drain: "boca de lobo",
  manhole: "poço de visita",
  accessibility_ramp: "rampa de acessibilidade",
};
const PAGE = 50;
/** Where the map opens before a municipality has any feature (city centre). */
const MUNICIPALITY_CENTRE: Record<string, LonLat> = {
  "juiz-de-fora-mg": { lon: -43.3505, lat: -21.7612 },
  "joao-pessoa-pb": { lon: -34.8631, lat: -7.1195 },
  "cachoeiras-de-macacu-rj": { lon: -42.6528, lat: -22.4658 },
  "indiavai-mt": { lon: -58.5803, lat: -15.4919 },
};

function firstPoint(g: { type: string; coordinates: unknown }) {
  if (g.type === "Point") {
    const [lon, lat] = g.coordinates as number[];
    return { lon: lon ?? 0, lat: lat ?? 0 };
  }
  if (g.type === "Polygon") return footprintCentre(g as { coordinates: number[][][] });
  const [lon, lat] = ((g.coordinates as number[][])[0] ?? []) as number[];
  return { lon: lon ?? 0, lat: lat ?? 0 };
}

/** City features of one municipality: import, see on the map, delete the ones this org keeps. */
export function CityFeaturesView({
  options,
  initialMunicipalityId,
}: {
  options: { value: string; label: string }[];
  initialMunicipalityId: string;
}) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [municipalityId, setMunicipality] = useState(initialMunicipalityId);
  const [shown, setShown] = useState(PAGE);
  const list = useQuery(trpc.dispatch.features.list.queryOptions({ municipalityId }));
  const del = useMutation(trpc.dispatch.features.delete.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<LonLat | null>(null);
  const rows = list.data ?? [];
  const attributions = [...new Set(rows.flatMap((r) => (r.attribution ? [r.attribution] : [])))];

  async function remove(id: string) {
    setError(null);
    try {
      await del.mutateAsync({ id });
      await qc.invalidateQueries(trpc.dispatch.features.list.queryFilter());
    } catch (e) {
      setError(e instanceof Error ? e.message : "Erro inesperado.");
    }
  }

  return (
    <Stack gap="md">
      <FeaturesImport municipalityId={municipalityId} onMunicipality={setMunicipality} options={options} />
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <FeaturesMap
        key={municipalityId}
        features={rows}
        center={
          rows[0]
            ? firstPoint(rows[0].geometry)
            : (MUNICIPALITY_CENTRE[municipalityId] ?? { lon: -43.3505, lat: -21.7612 })
        }
        attribution={attributions.join("; ") || undefined}
        onPick={setPicked}
      />
      <AddFeatureForm municipalityId={municipalityId} picked={picked} />
      <Text size="sm" data-testid="features-count">
        {list.isPending
          ? "Carregando…"
          : `${rows.length.toLocaleString("pt-BR")} elementos no mapa deste município.`}
        {attributions.length > 0 && ` Dados: ${attributions.join("; ")}.`}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {rows.length > 0 && (
        <ScrollArea>
          <Table striped miw={480}>
            <TableThead>
              <TableTr>
                <TableTh>Tipo</TableTh>
                <TableTh>Identificador</TableTh>
                <TableTh>Origem</TableTh>
                <TableTh>Ação</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {rows.slice(0, shown).map((r) => (
                <TableTr key={r.id}>
                  <TableTd>{KIND_LABEL[r.kind] ?? r.kind.replaceAll("_", " ")}</TableTd>
                  <TableTd>{String(r.properties.id ?? "")}</TableTd>
                  <TableTd>{r.mine ? r.source : `${r.source} (prefeitura)`}</TableTd>
                  <TableTd>
                    {r.mine && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove(r.id)}>
                        Excluir
                      </Button>
                    )}
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </ScrollArea>
      )}
      {rows.length > shown && (
        <Button variant="default" onClick={() => setShown(shown + PAGE)}>
          Mostrar mais ({(rows.length - shown).toLocaleString("pt-BR")} restantes)
        </Button>
      )}
    </Stack>
  );
}
