import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { InspectionForm } from "@/features/city/inspection-form";
import { Guarded } from "@/features/shell/guarded";
import { formatCacambaNumber, formatDateTime } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Nova vistoria" };
export const dynamic = "force-dynamic";

/** Inspection of a caçamba on the street (`?colocacao=<id>`) or found by its QR code. */
export default async function NewInspectionPage({
  searchParams,
}: {
  searchParams: Promise<{ colocacao?: string; codigo?: string }>;
}) {
  const { colocacao, codigo } = await searchParams;
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({
        checklist: await caller.city.inspections.checklist(),
        street: colocacao ? await caller.city.street() : [],
        home: await caller.city.home(),
      })}
    >
      {({ checklist, street, home }) => {
        const p = colocacao ? street.find((s) => s.placementId === colocacao) : null;
        if (colocacao && !p)
          return (
            <EmptyState
              title="Caçamba não está mais na rua"
              next="Ela foi retirada ou não é deste município. Volte ao mapa."
            />
          );
        const overdue = p?.status === "overdue" ? ["max_dwell"] : [];
        return (
          <Stack>
            <PageHeader
              title="Nova vistoria"
              subtitle="Responda os itens da lei (ou “Tudo conforme” por seção), registre a posição e tire ao menos uma foto ou diga por que não há. As não conformidades viram o auto de infração."
            />
            <CityNavLinks />
            <InspectionForm
              checklist={checklist}
              timeZone={home.municipality.timeZone}
              openedAt={new Date().toISOString()}
              initialNonconforming={overdue}
              target={
                p
                  ? {
                      placementId: p.placementId,
                      cacambaCode: null,
                      address: p.address,
                      recorded: { lat: p.lat, lon: p.lon },
                      cacambaLabel:
                        p.cacambaNumber === null
                          ? "caçamba"
                          : `caçamba nº ${formatCacambaNumber(p.cacambaNumber)}`,
                      label: `Caçamba ${p.cacambaNumber === null ? "" : formatCacambaNumber(p.cacambaNumber)} de ${p.haulerName} — ${p.address}. Prazo: ${p.deadline ? `${formatDateTime(p.deadline, home.municipality.timeZone)} (${p.deadlineArticle})` : "sem prazo"}`,
                    }
                  : {
                      placementId: null,
                      cacambaCode: codigo ?? null,
                      address: null,
                      recorded: null,
                      label: "Caçamba identificada pelo código do QR",
                    }
              }
            />
          </Stack>
        );
      }}
    </Guarded>
  );
}
