"use client";

import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";
import { type Geometry, KIND_LABEL } from "@/domain/features/vocabulary";
import { featureLabel } from "@/domain/placement/context";
import { formErrors } from "@/features/forms/use-field-errors";
import { municipalityCentre } from "@/lib/municipalities";
import { useTRPC } from "@/lib/trpc/client";
import { AddFeatureForm } from "./add-feature-form";
import { distanceToNearestVertexM, type EditableGeometry } from "./feature-geometry";
import { FeaturesImport } from "./features-import";
import { footprintCentre, type LonLat } from "./footprint";
import { MoveFeaturePanel } from "./move-feature-panel";

const FeaturesMap = dynamic(() => import("./features-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

/** The kind as the messages say it (the domain's words), or the raw kind for one it does not know. */
const kindLabel = (kind: string) => (KIND_LABEL as Record<string, string>)[kind] ?? kind.replaceAll("_", " ");
const nameOf = (p: Record<string, unknown>) => (typeof p.name === "string" && p.name.trim()) || undefined;
const PAGE = 50;

const position = (p: LonLat) =>
  [p.lat, p.lon]
    .map((v) => v.toLocaleString("pt-BR", { minimumFractionDigits: 6, maximumFractionDigits: 6 }))
    .join(", ");

function firstPoint(g: { type: string; coordinates: unknown }) {
  if (g.type === "Point") {
    const [lon, lat] = g.coordinates as number[];
    return { lon: lon ?? 0, lat: lat ?? 0 };
  }
  if (g.type === "Polygon") return footprintCentre(g as { coordinates: number[][][] });
  const [lon, lat] = ((g.coordinates as number[][])[0] ?? []) as number[];
  return { lon: lon ?? 0, lat: lat ?? 0 };
}

interface Editing {
  id: string;
  label: string;
  original: EditableGeometry;
  draft: EditableGeometry;
}

/** City features of one municipality: import, see on the map, move or delete the ones this org keeps. */
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
  const move = useMutation(trpc.dispatch.features.move.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<LonLat | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const rows = list.data ?? [];
  const attributions = [...new Set(rows.flatMap((r) => (r.attribution ? [r.attribution] : [])))];
  const onMap = useMemo(
    () => rows.map((r) => ({ geometry: r.geometry, properties: { ...r.properties, rowId: r.id } })),
    [rows],
  );

  function startMoving(row: (typeof rows)[number]) {
    move.reset();
    setMoved(null);
    setEditing({
      id: row.id,
      label: featureLabel({ properties: { name: nameOf(row.properties) } }, kindLabel(row.kind)),
      original: row.geometry,
      draft: row.geometry,
    });
  }

  /** A click on features: the nearest one this org keeps is the one to move. */
  function choose(rowIds: string[], at: LonLat) {
    const hit = rows.filter((r) => rowIds.includes(r.id));
    const mine = hit.filter((r) => r.mine);
    const nearest = mine.sort(
      (a, b) => distanceToNearestVertexM(a.geometry, at) - distanceToNearestVertexM(b.geometry, at),
    )[0];
    if (nearest) {
      setError(null);
      startMoving(nearest);
    } else if (hit.length > 0) {
      setError("Este elemento é do mapa oficial da prefeitura: só ela pode movê-lo.");
    }
  }

  async function saveMove() {
    if (!editing) return;
    try {
      await move.mutateAsync({ id: editing.id, geometry: editing.draft as Geometry });
      await qc.invalidateQueries(trpc.dispatch.features.list.queryFilter());
      setMoved(`Posição salva: ${editing.label}.`);
      setEditing(null);
    } catch {
      // shown from move.error
    }
  }
  const moveError = formErrors(move.error);

  async function remove(id: string) {
    setError(null);
    if (editing?.id === id) setEditing(null);
    try {
      await del.mutateAsync({ id });
      await qc.invalidateQueries(trpc.dispatch.features.list.queryFilter());
    } catch (e) {
      setError(e instanceof Error ? e.message : "Erro inesperado.");
    }
  }

  return (
    <Stack gap="md">
      <FeaturesImport
        municipalityId={municipalityId}
        onMunicipality={(id) => {
          setEditing(null);
          setMunicipality(id);
        }}
        options={options}
      />
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      <FeaturesMap
        key={municipalityId}
        features={onMap}
        center={rows[0] ? firstPoint(rows[0].geometry) : municipalityCentre(municipalityId)}
        attribution={attributions.join("; ") || undefined}
        onPick={setPicked}
        onChoose={choose}
        editing={
          editing && {
            id: editing.id,
            draft: editing.draft,
            onChange: (draft) => setEditing((e) => e && { ...e, draft }),
          }
        }
      />
      {editing && (
        <MoveFeaturePanel
          label={editing.label}
          original={editing.original}
          draft={editing.draft}
          saving={move.isPending}
          error={moveError.field("geometry") ?? moveError.general}
          onSave={saveMove}
          onCancel={() => setEditing(null)}
        />
      )}
      {moved && <Alert color="green">{moved}</Alert>}
      <AddFeatureForm municipalityId={municipalityId} picked={picked} />
      <Text size="sm" data-testid="features-count">
        {list.isPending
          ? "Carregando…"
          : `${rows.length.toLocaleString("pt-BR")} elementos no mapa deste município.`}
        {attributions.length > 0 && ` Dados: ${attributions.join("; ")}.`}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {rows.length > 0 && (
        <SimpleTable
          caption="Elementos do mapa"
          rows={rows.slice(0, shown)}
          rowKey={(r) => r.id}
          columns={[
            { header: "Tipo", cell: (r) => kindLabel(r.kind) },
            { header: "Nome", cell: (r) => nameOf(r.properties) ?? "—" },
            { header: "Identificador", cell: (r) => String(r.properties.id ?? "") },
            { header: "Posição", cell: (r) => position(firstPoint(r.geometry)) },
            { header: "Origem", cell: (r) => (r.mine ? r.source : `${r.source} (prefeitura)`) },
            {
              header: "Ação",
              cell: (r) =>
                r.mine && (
                  <Group gap={0} wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => startMoving(r)}>
                      Mover
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove(r.id)}>
                      Excluir
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      )}
      {rows.length > shown && (
        <Button variant="default" onClick={() => setShown(shown + PAGE)}>
          Mostrar mais ({(rows.length - shown).toLocaleString("pt-BR")} restantes)
        </Button>
      )}
    </Stack>
  );
}
