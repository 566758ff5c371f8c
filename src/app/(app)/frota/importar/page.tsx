import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { ImportCsv } from "@/features/fleet/import-csv";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Importar frota" };

export default async function ImportPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Importar de planilha"
        subtitle="Confira antes de gravar: ou todas as linhas entram, ou nenhuma."
      />
      <Guarded load={() => caller.fleet.importGrant()}>{() => <ImportCsv />}</Guarded>
    </>
  );
}
