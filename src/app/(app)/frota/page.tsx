import { Anchor, Paper, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CreateCacambaForm } from "@/features/fleet/create-cacamba-form";
import { CreateDriverForm } from "@/features/fleet/create-driver-form";
import { CreateTruckForm } from "@/features/fleet/create-truck-form";
import { FleetTables } from "@/features/fleet/fleet-tables";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Frota" };

export default async function FleetPage() {
  const caller = await serverCaller();
  const viewer = await loadViewer();
  const isAdmin = viewer?.membership?.role === "admin";
  return (
    <>
      <PageHeader title="Frota" subtitle="Caçambas, caminhões e motoristas da empresa." />
      <Guarded load={() => caller.fleet.cacambas()}>
        {() => (
          <Stack gap="xl">
            {isAdmin && (
              <Paper withBorder p="md">
                <Stack>
                  <Title order={2} size="h4">
                    Cadastrar
                  </Title>
                  <CreateCacambaForm />
                  <CreateTruckForm />
                  <CreateDriverForm />
                  <Anchor href="/frota/importar">Importar de planilha (CSV)</Anchor>
                </Stack>
              </Paper>
            )}
            <FleetTables caller={caller} isAdmin={isAdmin} />
          </Stack>
        )}
      </Guarded>
    </>
  );
}
