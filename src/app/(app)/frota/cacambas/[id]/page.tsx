import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { CitedText } from "@/components/ui/cited-text";
import { PageHeader } from "@/components/ui/page-header";
import { PdfLink } from "@/components/ui/pdf-link";
import { citeIn, haulerArticles } from "@/domain";
import { CacambaStatusForm } from "@/features/fleet/cacamba-status-form";
import { DecalMissing } from "@/features/fleet/decal-missing";
import { IdentificationForm } from "@/features/fleet/identification-form";
import { IdentificationVerdicts } from "@/features/fleet/identification-verdicts";
import { InspectionForm } from "@/features/fleet/inspection-form";
import { CACAMBA_STATUS_LABEL } from "@/features/fleet/status-labels";
import { Guarded } from "@/features/shell/guarded";
import { formatCacambaNumber, formatDateTime, formatDecimal } from "@/lib/format";
import { formatPublicCode } from "@/lib/public-code";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Caçamba" };

const yes = (b: boolean) => (b ? "sim" : "não");

export default async function CacambaPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await serverCaller();
  return (
    <Guarded
      load={() =>
        Promise.all([
          caller.fleet.cacamba({ id }),
          caller.fleet.inspections({ cacambaId: id }),
          caller.fleet.decal({ id }),
        ])
      }
    >
      {([c, inspections, decal]) => (
        <Stack>
          <PageHeader
            title={`Caçamba nº ${formatCacambaNumber(c.number)}`}
            subtitle={`${formatDecimal(c.capacityM3)} m³ · ${CACAMBA_STATUS_LABEL[c.status]}`}
          />
          <DecalMissing missing={decal.missing} />
          <Group>
            <PdfLink href={`/api/fleet/cacambas/${c.id}/decal`}>Baixar folha de adesivos (PDF)</PdfLink>
            <Anchor href={`/c/${formatPublicCode(c.publicCode)}`}>Página pública (QR)</Anchor>
            <Badge variant="light" tt="none">
              Código {formatPublicCode(c.publicCode)}
            </Badge>
          </Group>
          <CacambaStatusForm id={c.id} status={c.status} />
          <Title order={2} size="h4">
            Identificação conferida pela lei de cada município atendido
          </Title>
          <IdentificationVerdicts verdicts={c.identification} />
          <Paper withBorder p="md">
            <IdentificationForm
              id={c.id}
              dims={{ lengthM: c.lengthM, widthM: c.widthM, heightM: c.heightM }}
              markings={c.markings}
            />
          </Paper>
          <Title order={2} size="h4">
            <CitedText
              newTab
            >{`Vistorias de conservação${citeIn(haulerArticles("condition", c.municipalityIds))}`}</CitedText>
          </Title>
          <Paper withBorder p="md">
            <InspectionForm
              cacambaId={c.id}
              standingWaterArticle={haulerArticles("standingWater", c.municipalityIds)}
            />
          </Paper>
          {inspections.length === 0 ? (
            <Text c="dimmed">Nenhuma vistoria registrada: registre o estado da caçamba com fotos.</Text>
          ) : (
            inspections.map((i) => (
              <Text key={i.id} size="sm">
                {formatDateTime(i.inspectedAt)} — ferrugem: {yes(i.rust)}; estrutura danificada:{" "}
                {yes(i.structuralDamage)}; pintura legível: {yes(i.paintLegible)}; fotos:{" "}
                {i.photoFileIds.map((f, n) => (
                  <Anchor key={f} href={`/api/files/${f}`} mr={4}>
                    {n + 1}
                  </Anchor>
                ))}
                {i.notes ? ` — ${i.notes}` : ""}
              </Text>
            ))
          )}
        </Stack>
      )}
    </Guarded>
  );
}
