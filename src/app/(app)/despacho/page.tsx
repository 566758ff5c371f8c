import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import type { NewJobDraft } from "@/features/dispatch/board/schedule-form";
import { DispatchBoard } from "@/features/dispatch/dispatch-board";
import { isoDateIn } from "@/lib/format";

export const metadata: Metadata = { title: "Despacho" };
export const dynamic = "force-dynamic";

/** `?servico=retirada` (from a placement's "Agendar retirada") opens the form on that kind of job. */
const JOB_KIND_OF_PARAM: Record<string, NewJobDraft["kind"]> = {
  entrega: "drop_off",
  retirada: "pick_up",
  troca: "swap",
};

export default async function DispatchPage({
  searchParams,
}: {
  searchParams: Promise<{ colocacao?: string; dia?: string; servico?: string }>;
}) {
  const { colocacao, dia, servico } = await searchParams;
  const day = dia && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : isoDateIn(new Date());
  return (
    <>
      <PageHeader title="Despacho do dia" subtitle="Serviços por caminhão, na ordem em que serão feitos." />
      <DispatchBoard today={day} placementId={colocacao} kind={JOB_KIND_OF_PARAM[servico ?? ""]} />
    </>
  );
}
