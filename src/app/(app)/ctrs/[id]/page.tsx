import { Button, Code, Group, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ctrDocumentGrounds } from "@/domain/ctr";
import { CtrDetails } from "@/features/ctr/ctr-details";
import { CtrJob } from "@/features/ctr/ctr-job";
import { HaulerCtrActions } from "@/features/ctr/hauler-actions";
import { ReceiptCorrection } from "@/features/ctr/receiver/receipt-correction";
import { MtrPanel } from "@/features/mtr/mtr-panel";
import { isMissingRecord } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import type { MemberRole } from "@/lib/roles";
import type { CtrParty } from "@/server/services/ctr/access";

export const metadata: Metadata = { title: "CTR" };

const PARTY_OF_ROLE: Partial<Record<MemberRole, CtrParty>> = {
  admin: "hauler",
  dispatcher: "hauler",
  driver: "hauler",
  operator: "receiver",
  client: "generator",
  auditor: "city",
};

/** One CTR for any party it names (hauler, receiver, generator, city): every field, the PDF and the next step. */
export default async function CtrPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  const party = PARTY_OF_ROLE[role];
  if (!party)
    return (
      <EmptyState
        title="Sem permissão"
        next="Só a empresa que emitiu o CTR, o receptor, o gerador e a prefeitura o veem."
      />
    );
  let ctr: Awaited<ReturnType<typeof viewer.caller.ctr.hauler.get>>;
  try {
    ctr = await viewer.caller.ctr[party].get({ id });
  } catch (e) {
    if (isMissingRecord(e)) notFound();
    throw e;
  }
  const mtr = party === "city" ? null : await viewer.caller.mtr[party].ofCtr({ ctrId: ctr.id });
  return (
    <Stack>
      <PageHeader
        title={`CTR ${ctr.number}`}
        subtitle={`Controle de Transporte de Resíduos (${ctrDocumentGrounds(ctr.originMunicipalityId)})`}
      />
      <Text data-testid="ctr-public-code">
        Código de conferência: <Code fz="md">{ctr.publicCode}</Code>{" "}
        <Text span c="dimmed" size="sm">
          (o que se digita em “Conferir código”, na página inicial; o número {ctr.number} não serve)
        </Text>
      </Text>
      <Group wrap="wrap">
        <Button component="a" href={`/api/ctr/${party}/${ctr.id}/pdf`} target="_blank">
          PDF (3 vias)
        </Button>
        {ctr.status === "received" && (party === "hauler" || party === "generator") && (
          <Button
            component="a"
            href={`/api/ctr/${party}/${ctr.id}/comprovante`}
            variant="default"
            target="_blank"
          >
            Comprovante de destinação
          </Button>
        )}
        <Button component="a" href={`/verificar/${ctr.publicCode}`} variant="subtle" target="_blank">
          Página pública de conferência
        </Button>
      </Group>
      {party === "hauler" && (
        <HaulerCtrActions
          id={ctr.id}
          status={ctr.status}
          canCancel={role === "admin" || role === "dispatcher"}
        />
      )}
      {party === "receiver" && ctr.status === "received" && (
        <ReceiptCorrection id={ctr.id} weightT={ctr.receivedWeightT} volumeM3={ctr.receivedVolumeM3} />
      )}
      {party !== "city" && (
        <MtrPanel
          ctrId={ctr.id}
          party={party}
          mtr={mtr}
          canIssue={party === "hauler" && (role === "admin" || role === "dispatcher")}
          canAnswer={party === "generator" || role === "admin" || role === "dispatcher"}
          ctrStatus={ctr.status}
        />
      )}
      {party === "hauler" && <CtrJob ctrId={ctr.id} caller={viewer.caller} />}
      <CtrDetails ctr={ctr} party={party} />
    </Stack>
  );
}
