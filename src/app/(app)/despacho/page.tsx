import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { DispatchBoard } from "@/features/dispatch/dispatch-board";
import { isoDateIn } from "@/lib/format";

export const metadata: Metadata = { title: "Despacho" };
export const dynamic = "force-dynamic";

export default async function DispatchPage({
  searchParams,
}: {
  searchParams: Promise<{ colocacao?: string }>;
}) {
  const { colocacao } = await searchParams;
  return (
    <>
      <PageHeader title="Despacho do dia" subtitle="Serviços por caminhão, na ordem em que serão feitos." />
      <DispatchBoard today={isoDateIn(new Date())} placementId={colocacao} />
    </>
  );
}
