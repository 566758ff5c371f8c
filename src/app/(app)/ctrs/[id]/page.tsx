import { Button, Group, Stack } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { CtrDetails } from "@/features/ctr/ctr-details";
import { HaulerCtrActions } from "@/features/ctr/hauler-actions";
import { loadViewer } from "@/features/shell/viewer";

export const metadata: Metadata = { title: "CTR" };

/** One CTR for its hauler (or the city's auditor): every field, the PDF and the next step. */
export default async function CtrPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  const party = role === "auditor" ? "city" : "hauler";
  if (party === "hauler" && !["admin", "dispatcher", "driver"].includes(role))
    return (
      <EmptyState title="Sem permissão" next="Só a empresa que emitiu o CTR e a prefeitura o veem aqui." />
    );
  let ctr: Awaited<ReturnType<typeof viewer.caller.ctr.hauler.get>>;
  try {
    ctr = await viewer.caller.ctr[party].get({ id });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) notFound();
    throw e;
  }
  return (
    <Stack>
      <PageHeader
        title={`CTR ${ctr.number}`}
        subtitle="Controle de Transporte de Resíduos (JP art. 4º, VI)"
      />
      <Group wrap="wrap">
        <Button component="a" href={`/api/ctr/${party}/${ctr.id}/pdf`} target="_blank">
          PDF (3 vias)
        </Button>
        {ctr.status === "received" && party === "hauler" && (
          <Button
            component="a"
            href={`/api/ctr/hauler/${ctr.id}/comprovante`}
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
      <CtrDetails ctr={ctr} />
    </Stack>
  );
}
