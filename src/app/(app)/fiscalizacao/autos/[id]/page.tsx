import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { PdfLink } from "@/components/ui/pdf-link";
import { CitationDetails } from "@/features/city/citation-details";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { CitationDecision } from "@/features/city/decision-form";
import { FinalDecisionForm } from "@/features/city/final-decision-form";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Auto de infração" };
export const dynamic = "force-dynamic";

export default async function CitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await serverCaller();
  return (
    <Guarded load={() => caller.city.citations.get({ id })}>
      {(c) => (
        <Stack>
          <PageHeader title={`Auto de infração nº ${c.number}`} subtitle={c.offenderName} />
          <CityNavLinks />
          <PdfLink href={`/api/city/autos/${c.id}/pdf`}>Baixar o auto em PDF</PdfLink>
          <CitationDetails c={c} defenceFileHref={(f) => `/api/city/autos/${c.id}/defesa/${f}`} />
          <CitationDecision
            id={c.id}
            status={c.status}
            canDecide={
              (c.status === "issued" && (!c.defenceOpen || !c.defenceDueAt)) || c.status === "defence_filed"
            }
            awaitingRead={c.noticeChannel === "whatsapp" && !c.noticeReadAt}
          />
          {c.awaitingFinalDecision && <FinalDecisionForm id={c.id} />}
        </Stack>
      )}
    </Guarded>
  );
}
