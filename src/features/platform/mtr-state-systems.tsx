import { Paper, Stack, Text, Title } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { MTR_SYSTEM_LABEL } from "@/domain/mtr";
import type { serverCaller } from "@/server/api/server-caller";
import { MtrStateForm } from "./mtr-state-form";

/**
 * The platform's choice of MTR system per state (Portaria MMA 280/2020): by default SP uses SIGOR,
 * MG FEAM, RJ INEA and every other state SINIR; a state that moves is set here.
 */
export async function MtrStateSystems({ caller }: { caller: Awaited<ReturnType<typeof serverCaller>> }) {
  const states = await caller.mtr.platform.stateSystems();
  const set = states.filter((s) => s.overridden);
  return (
    <Paper withBorder p="md" aria-labelledby="mtr-states-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mtr-states-title">
          Sistema de MTR por estado
        </Title>
        <Text size="sm">
          O MTR vai ao sistema do estado de origem da carga: SP no SIGOR-MTR (CETESB), MG no MTR-MG (FEAM), RJ
          no MTR-RJ (INEA) e os demais no SINIR (Portaria MMA 280/2020). Quando um estado muda de sistema,
          defina aqui.
        </Text>
        <SimpleTable
          caption="Sistema em uso por estado"
          rows={states}
          rowKey={(s) => s.uf}
          columns={[
            { header: "UF", cell: (s) => s.uf },
            { header: "Sistema em uso", cell: (s) => s.label },
            {
              header: "Origem",
              cell: (s) =>
                s.overridden
                  ? `Definido pela plataforma (padrão: ${MTR_SYSTEM_LABEL[s.defaultSystem]})`
                  : "Padrão do estado",
            },
          ]}
        />
        <Text size="sm">
          {set.length === 0
            ? "Nenhum estado alterado pela plataforma."
            : `Alterados pela plataforma: ${set.map((s) => s.uf).join(", ")}.`}
        </Text>
        <MtrStateForm />
      </Stack>
    </Paper>
  );
}
