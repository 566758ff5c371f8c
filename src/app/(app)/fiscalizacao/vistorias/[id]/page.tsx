import { Badge, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { plural } from "@/domain/plural";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { Guarded } from "@/features/shell/guarded";
import { formatCacambaNumber, formatCoordinates, formatDateTime, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Vistoria" };
export const dynamic = "force-dynamic";

const ANSWER = {
  ok: ["Conforme", "green"],
  nonconforming: ["Não conforme", "red"],
  not_checked: ["Não verificado", "gray"],
} as const;

const POSITION_SOURCE: Record<string, string> = {
  gps: "GPS",
  placement: "posição da caçamba (onde foi colocada)",
  typed: "coordenadas digitadas",
};

export default async function InspectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({ i: await caller.city.inspections.get({ id }), home: await caller.city.home() })}
    >
      {({ i, home }) => {
        const tz = home.municipality.timeZone;
        const bad = i.checklist.filter((c) => c.answer === "nonconforming");
        return (
          <Stack>
            <PageHeader
              title={`Vistoria de ${formatDateTime(i.inspectedAt, tz)}`}
              subtitle={`${i.haulerName} (CNPJ ${formatTaxId(i.haulerTaxId)})`}
            />
            <CityNavLinks />
            <Text>
              Caçamba {i.cacambaNumber === null ? "—" : formatCacambaNumber(i.cacambaNumber)} — {i.address}
              {i.lat !== null && i.lon !== null
                ? ` — ${POSITION_SOURCE[i.positionSource ?? "gps"]} ${formatCoordinates(i.lat, i.lon, 6)}`
                : ""}
              {i.accuracyM !== null ? ` (±${Math.round(i.accuracyM)} m)` : ""}. Fiscal: {i.inspectorName}.
            </Text>
            {i.notes && <Text>Observações: {i.notes}</Text>}
            {i.noPhotoReason && <Text>Sem foto: {i.noPhotoReason}</Text>}
            {i.photoFileIds.length > 0 && (
              <Text>
                Fotos:{" "}
                {i.photoFileIds.map((f, n) => (
                  <a key={f} href={`/api/city/fotos/${f}`} style={{ marginRight: 8 }}>
                    foto {n + 1}
                  </a>
                ))}
              </Text>
            )}
            {bad.length > 0 && (
              <TextLink href={`/fiscalizacao/autos/novo?vistoria=${i.id}`} fw={700}>
                Lavrar auto de infração ({plural(bad.length, "não conformidade", "não conformidades")})
              </TextLink>
            )}
            <SimpleTable
              rows={i.checklist}
              rowKey={(r) => r.rule}
              caption="Lista de verificação"
              columns={[
                { header: "Artigo", cell: (r) => r.article },
                { header: "Regra", cell: (r) => r.message },
                {
                  header: "Resposta",
                  cell: (r) => (
                    <Badge color={ANSWER[r.answer][1]} variant="light">
                      {ANSWER[r.answer][0]}
                    </Badge>
                  ),
                },
                { header: "Nota", cell: (r) => r.note ?? "" },
              ]}
            />
          </Stack>
        );
      }}
    </Guarded>
  );
}
