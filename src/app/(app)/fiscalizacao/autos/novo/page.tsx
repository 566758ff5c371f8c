import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { autoProvisions } from "@/domain";
import { CitationForm } from "@/features/city/citation-form";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { AutoHint } from "@/features/help/screen-hints";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Lavrar auto de infração" };
export const dynamic = "force-dynamic";

const ELEMENTS =
  "local, data e hora; autuado; local e fatos; dispositivo e penalidade; nome, cargo e assinatura do fiscal";

/** What the auto contains, citing the municipality's own law, or saying that law lists nothing. */
function autoSubtitle(municipalityId: string): string {
  const law = autoProvisions(municipalityId);
  return law.elements
    ? `Com o que a lei exige (${law.elements}): ${ELEMENTS}.`
    : `${law.silence} O auto traz: ${ELEMENTS}.`;
}

export default async function NewCitationPage({
  searchParams,
}: {
  searchParams: Promise<{ vistoria?: string }>;
}) {
  const { vistoria } = await searchParams;
  const caller = await serverCaller();
  return (
    <Guarded
      load={async () => ({
        inspection: vistoria ? await caller.city.inspections.get({ id: vistoria }) : null,
        operators: await caller.city.operators(),
        settings: await caller.city.settings(),
      })}
    >
      {({ inspection, operators, settings }) => (
        <Stack>
          <PageHeader
            title="Lavrar auto de infração"
            subtitle={autoSubtitle(settings.municipalityId)}
            help={<AutoHint municipalityId={settings.municipalityId} />}
          />
          <CityNavLinks />
          <CitationForm
            municipalityId={settings.municipalityId}
            inspection={
              inspection
                ? {
                    id: inspection.id,
                    haulerOrgId: inspection.haulerOrgId,
                    haulerName: inspection.haulerName,
                    address: inspection.address,
                    articles: inspection.checklist
                      .filter((c) => c.answer === "nonconforming")
                      .map((c) => ({ article: c.article, message: c.message, note: c.note })),
                  }
                : null
            }
            offenders={operators.map((o) => ({
              value: o.orgId,
              label: `${o.legalName} (${o.kind === "hauler" ? "transportador" : "receptor"})`,
            }))}
          />
        </Stack>
      )}
    </Guarded>
  );
}
