"use client";

import { Alert, Button, Card, NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { TextLink } from "@/components/ui/text-link";
import { type CityFeature, checkPlacement, createFeatureIndex, RulesInputError } from "@/domain";
import { overlappingCacambas } from "@/domain/street/overlap";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import {
  defaultCacambaSize,
  footprintBearing,
  footprintCentre,
  type LonLat,
  rectangleFootprint,
} from "@/features/map/footprint";
import { useTRPC } from "@/lib/trpc/client";
import { DEFAULT_FACTS, FactsFields, type PlannerFacts } from "./facts-fields";
import { PositionControls } from "./position-controls";
import { VerdictPanel } from "./verdict-panel";

const PlannerMap = dynamic(() => import("@/features/map/planner-map"), {
  ssr: false,
  loading: () => <Text size="sm">Carregando o mapa…</Text>,
});

export interface PlannerOrder {
  id: string;
  generatorOrgId: string;
  generatorName: string;
  siteId: string;
  siteName: string;
  siteAddress: string;
  municipalityId: string;
  lat: number;
  lon: number;
}

/** The order's placement as saved: the planner reopens it there, never at the first suggested spot. */
export interface SavedPlacement {
  id: string;
  footprint: { coordinates: number[][][] };
  facts: PlannerFacts;
  cacambaId: string | null;
  overrideReason: string | null;
}

export interface PlannerCacamba {
  id: string;
  number: number;
  capacityM3: number;
  lengthM: number | null;
  widthM: number | null;
}

/**
 * Placement planner: the caçamba's rectangle on the map (drag, rotate, or type coordinates), the rules
 * engine's verdict live in the browser, save re-checked on the server (admins may override with a reason).
 */
export function PlacementPlanner({
  order,
  saved: reopened,
  cacambas,
  isAdmin,
}: {
  order: PlannerOrder;
  saved: SavedPlacement | null;
  cacambas: PlannerCacamba[];
  isAdmin: boolean;
}) {
  const trpc = useTRPC();
  const site = { lon: order.lon, lat: order.lat };
  const [centre, setCentre] = useState<LonLat>(() => (reopened ? footprintCentre(reopened.footprint) : site));
  const [bearing, setBearing] = useState(() => (reopened ? footprintBearing(reopened.footprint) : 90));
  const [cacambaId, setCacambaId] = useState(reopened?.cacambaId ?? "");
  const [facts, setFacts] = useState<PlannerFacts>(reopened?.facts ?? DEFAULT_FACTS);
  const [reason, setReason] = useState(reopened?.overrideReason ?? "");
  const [saved, setSaved] = useState<{ id: string; replanned: boolean } | null>(null);
  const { run, error, fieldError, pending } = useAction();
  const save = useMutation(trpc.dispatch.placements.save.mutationOptions());
  const featureRows = useQuery(
    trpc.dispatch.features.list.queryOptions({ municipalityId: order.municipalityId }),
  );

  const cacamba = cacambas.find((c) => c.id === cacambaId);
  const defaultSize = defaultCacambaSize(order.municipalityId);
  const size = {
    lengthM: cacamba?.lengthM ?? defaultSize.lengthM,
    widthM: cacamba?.widthM ?? defaultSize.widthM,
  };
  const footprint = useMemo(
    () => rectangleFootprint(centre, size.lengthM, size.widthM, bearing),
    [centre, size.lengthM, size.widthM, bearing],
  );
  const features = featureRows.data ?? [];
  const index = useMemo(
    () =>
      createFeatureIndex(
        features.map(
          (f) => ({ type: "Feature", geometry: f.geometry, properties: f.properties }) as CityFeature,
        ),
      ),
    [features],
  );
  const { result, inputError, issues } = useMemo(() => {
    try {
      const r = checkPlacement(
        {
          municipality: order.municipalityId,
          at: new Date().toISOString(),
          placement: { ...facts, footprint },
        },
        { index },
      );
      return { result: r, inputError: null, issues: [] };
    } catch (e) {
      if (e instanceof RulesInputError) return { result: null, inputError: e.message, issues: e.issues };
      throw e;
    }
  }, [order.municipalityId, facts, footprint, index]);
  const offendingIds = (result?.violations ?? []).flatMap((v) => (v.featureId ? [v.featureId] : []));
  const lawOk = result?.ok ?? false;
  const neighbourRows = useQuery(
    trpc.dispatch.placements.neighbours.queryOptions({
      generatorOrgId: order.generatorOrgId,
      siteId: order.siteId,
      exceptId: saved?.id ?? reopened?.id,
    }),
  );
  const neighbours = neighbourRows.data ?? [];
  const onTop = useMemo(() => overlappingCacambas(footprint, neighbours), [footprint, neighbours]);
  const ok = lawOk && onTop.length === 0;

  async function submit() {
    setSaved(null);
    const row = await run(() =>
      save.mutateAsync({
        generatorOrgId: order.generatorOrgId,
        siteId: order.siteId,
        orderId: order.id,
        cacambaId: cacambaId || undefined,
        footprint,
        facts,
        clientVerdictOk: lawOk,
        overrideReason: !lawOk && reason.trim() ? reason : undefined,
      }),
    );
    if (row) setSaved({ id: row.id, replanned: row.replanned });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <PlannerMap
          site={site}
          centre={centre}
          footprint={footprint}
          ok={ok}
          features={features}
          offendingIds={offendingIds}
          neighbours={neighbours.map((n) => ({
            id: n.id,
            footprint: n.footprint,
            overlapping: onTop.some((o) => o.id === n.id),
          }))}
          onMove={setCentre}
        />
        <Text size="xs" c="dimmed">
          Arraste a alça branca para mover a caçamba. Elementos em vermelho são os que a posição desrespeita;
          em cinza, as outras caçambas planejadas ou na rua por perto.
          {features.some((f) => f.attribution) &&
            ` Dados do mapa: ${[...new Set(features.flatMap((f) => (f.attribution ? [f.attribution] : [])))].join("; ")}.`}
        </Text>
        <Card withBorder>
          <PositionControls centre={centre} bearing={bearing} onMove={setCentre} onRotate={setBearing} />
        </Card>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h5">
          {order.generatorName} — {order.siteName}
        </Title>
        <Text size="sm">{order.siteAddress}</Text>
        {reopened && (
          <Text size="sm" c="dimmed">
            Colocação já planejada: a caçamba aparece onde foi salva. Ajuste e salve de novo, se preciso.
          </Text>
        )}
        <NativeSelect
          label="Caçamba"
          data={[
            {
              value: "",
              label: `Definir na entrega (${defaultSize.lengthM.toString().replace(".", ",")} × ${defaultSize.widthM.toString().replace(".", ",")} m, ${defaultSize.article ?? "tamanho padrão; a lei do município não fixa medidas"})`,
            },
            ...cacambas.map((c) => ({
              value: c.id,
              label: `nº ${String(c.number).padStart(2, "0")} — ${String(c.capacityM3).replace(".", ",")} m³`,
            })),
          ]}
          value={cacambaId}
          onChange={(e) => setCacambaId(e.currentTarget.value)}
        />
        {featureRows.error && <Alert color="red">{featureRows.error.message}</Alert>}
        {neighbourRows.error && <Alert color="red">{neighbourRows.error.message}</Alert>}
        <VerdictPanel result={result} inputError={inputError} onTopOf={onTop.map((o) => o.label)} />
        <FactsFields
          facts={facts}
          onChange={setFacts}
          errorOf={(k) =>
            issues.find((i) => i.path === `placement.${k}`)?.message ?? fieldError(`facts.${k}`)
          }
        />
        {!lawOk && isAdmin && (
          <Textarea
            label="Justificativa para salvar fora da regra (administrador)"
            description="Fica no registro de auditoria. Mínimo 15 caracteres."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={fieldError("overrideReason")}
          />
        )}
        <Button
          onClick={submit}
          loading={pending}
          disabled={!result || onTop.length > 0 || (!lawOk && !isAdmin)}
        >
          {ok
            ? "Salvar colocação"
            : onTop.length > 0
              ? "Mova a caçamba para um lugar livre"
              : isAdmin
                ? "Salvar com justificativa"
                : "Mova a caçamba para salvar"}
        </Button>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        {saved && (
          <Alert color="green" title={saved.replanned ? "Colocação atualizada" : "Colocação salva"}>
            O servidor conferiu a posição.{" "}
            {saved.replanned ? (
              <TextLink href="/pedidos">Voltar aos pedidos</TextLink>
            ) : (
              <TextLink href={`/despacho?colocacao=${saved.id}`}>Agende a entrega no despacho</TextLink>
            )}
            .
          </Alert>
        )}
      </Stack>
    </SimpleGrid>
  );
}
