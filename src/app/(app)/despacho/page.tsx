import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { DispatchBoard } from "@/features/dispatch/dispatch-board";
import { isoDateIn } from "@/lib/format";

export const metadata: Metadata = { title: "Despacho" };
export const dynamic = "force-dynamic";

export default async function DispatchPage({
  searchParams,
}: {
  searchParams: Promise<{ colocacao?: string; dia?: string }>;
}) {
  const { colocacao, dia } = await searchParams;
  const day = dia && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : isoDateIn(new Date());
  return (
    <>
      <PageHeader title="Despacho do dia" subtitle="Serviços por caminhão, na ordem em que serão feitos." />
      <DispatchBoard today={day} placementId={colocacao} />
    </>
  );
}
