import { Alert, Stack } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { PdfLink } from "@/components/ui/pdf-link";
import { CitationDetails } from "@/features/city/citation-details";
import { DefenceForm } from "@/features/city/defence-form";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Auto de infração" };
export const dynamic = "force-dynamic";

export default async function OwnCitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await serverCaller();
  const viewer = await loadViewer();
  const canDefend = viewer?.membership?.role === "admin" || viewer?.membership?.role === "operator";
  return (
    <Guarded load={() => caller.city.offender.citation({ id })}>
      {(c) => (
        <Stack>
          <PageHeader title={`Auto de infração nº ${c.number}`} subtitle={c.cityName} />
          <PdfLink href={`/api/city/autos/${c.id}/pdf`}>Baixar o auto em PDF</PdfLink>
          <CitationDetails c={c} />
          {c.defenceOpen && canDefend && <DefenceForm citationId={c.id} />}
          {c.defenceOpen && !canDefend && (
            <Alert color="blue">Só o administrador da empresa apresenta a defesa.</Alert>
          )}
          {!c.defenceOpen && c.status === "issued" && (
            <Alert color="red">O prazo de defesa terminou: a fiscalização vai decidir.</Alert>
          )}
        </Stack>
      )}
    </Guarded>
  );
}
