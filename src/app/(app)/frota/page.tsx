import { Anchor, Paper, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CreateCacambaForm } from "@/features/fleet/create-cacamba-form";
import { CreateDriverForm } from "@/features/fleet/create-driver-form";
import { CreateTruckForm } from "@/features/fleet/create-truck-form";
import { FleetTables } from "@/features/fleet/fleet-tables";
import { YardsSection } from "@/features/fleet/yards-section";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Frota" };

export default async function FleetPage() {
  const caller = await serverCaller();
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  const isAdmin = role === "admin";
  // The yards are the admin's and the dispatch office's; a driver's fleet page goes without them.
  const yards = role === "admin" || role === "dispatcher" ? await caller.fleet.yards.list() : [];
  return (
    <>
      <PageHeader title="Frota" subtitle="Caçambas, caminhões, motoristas e pátios da empresa." />
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
                  <CreateTruckForm yards={yards} />
                  <CreateDriverForm />
                  <Anchor href="/frota/importar">Importar de planilha (CSV)</Anchor>
                </Stack>
              </Paper>
            )}
            <FleetTables caller={caller} isAdmin={isAdmin} yards={yards} />
            {(isAdmin || role === "dispatcher") && (
              <YardsSection
                yards={yards}
                isAdmin={isAdmin}
                municipalityId={viewer?.membership?.municipalityId ?? null}
              />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
