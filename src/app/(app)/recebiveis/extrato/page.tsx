import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { TextLink } from "@/components/ui/text-link";
import { StatementImport } from "@/features/invoicing/statement-import";
import { loadViewer } from "@/features/shell/viewer";

export const metadata: Metadata = { title: "Extrato bancário" };

export default async function StatementPage() {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const role = viewer.membership?.role;
  return (
    <>
      <PageHeader
        title="Extrato bancário"
        subtitle="Envie o extrato em OFX: cada crédito aparece com a fatura em aberto que ele pode pagar (pelo txid do Pix no histórico, ou pelo mesmo valor dentro do prazo). Confira e confirme um a um; só então o pagamento é registrado."
      />
      {role === "admin" || role === "dispatcher" ? (
        <StatementImport />
      ) : (
        <TextLink href="/inicio">Voltar ao início</TextLink>
      )}
    </>
  );
}
