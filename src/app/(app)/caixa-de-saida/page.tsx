import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { OutboxList } from "@/features/platform/outbox-list";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Caixa de saída" };

export default async function OutboxPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Caixa de saída"
        subtitle="E-mails, mensagens de WhatsApp e SMS da plataforma, dos mais novos aos mais antigos. Enquanto um canal não está configurado nesta instalação, suas mensagens esperam aqui, com o texto à vista."
      />
      <Guarded load={() => caller.platform.outbox()}>{(items) => <OutboxList items={items} />}</Guarded>
    </>
  );
}
