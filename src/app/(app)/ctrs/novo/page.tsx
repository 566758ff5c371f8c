import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { IssueCtrForm } from "@/features/ctr/issue-form";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Emitir CTR" };

export default async function NewCtrPage({ searchParams }: { searchParams: Promise<{ servico?: string }> }) {
  const { servico } = await searchParams;
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Emitir CTR"
        subtitle="Controle de Transporte de Resíduos emitido pelo transportador (JP art. 4º, VI): gerador, origem, resíduo e destino."
      />
      <Guarded load={() => caller.ctr.hauler.options()}>
        {(options) => (
          <IssueCtrForm
            options={options}
            jobId={servico && /^[0-9a-f-]{36}$/i.test(servico) ? servico : null}
          />
        )}
      </Guarded>
    </>
  );
}
