import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { FleetTables } from "@/features/fleet/fleet-tables";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Frota" };

export default async function FleetPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader title="Frota" subtitle="Caçambas, caminhões e motoristas da empresa." />
      <Guarded load={() => caller.fleet.cacambas()}>{() => <FleetTables caller={caller} />}</Guarded>
    </>
  );
}
