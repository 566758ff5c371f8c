import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ctrDocumentGrounds } from "@/domain/ctr";
import { IssueCtrForm } from "@/features/ctr/issue-form";
import { CtrFormHint } from "@/features/help/screen-hints";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { serverCaller } from "@/server/api/server-caller";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const metadata: Metadata = { title: "Emitir CTR" };

export default async function NewCtrPage({ searchParams }: { searchParams: Promise<{ servico?: string }> }) {
  const { servico } = await searchParams;
  const jobId = servico && UUID.test(servico) ? servico : null;
  const caller = await serverCaller();
  const municipalityId = (await loadViewer())?.membership?.municipalityId ?? null;
  return (
    <>
      <PageHeader
        title="Emitir CTR"
        subtitle={`Controle de Transporte de Resíduos emitido pelo transportador (${ctrDocumentGrounds(municipalityId)}): gerador, origem, resíduo e destino.`}
        help={<CtrFormHint municipalityId={municipalityId} />}
      />
      <Guarded
        load={() =>
          Promise.all([caller.ctr.hauler.options(), jobId ? caller.ctr.hauler.jobLoad({ id: jobId }) : null])
        }
      >
        {([options, job]) =>
          jobId && !job ? (
            <EmptyState
              title="Serviço não encontrado"
              next="Abra o serviço no despacho e toque em “Emitir CTR” no cartão dele."
            />
          ) : (
            <IssueCtrForm options={options} jobId={jobId} job={job} />
          )
        }
      </Guarded>
    </>
  );
}
