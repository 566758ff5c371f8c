import { Badge, Stack } from "@mantine/core";
import { EmptyState } from "@/components/ui/empty-state";
import { SimpleTable } from "@/components/ui/simple-table";
import { formatDate, formatPlate } from "@/lib/format";
import type { serverCaller } from "@/server/api/server-caller";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

const CACAMBA_STATUS = {
  yard: "no pátio",
  placed: "na rua",
  full: "cheia",
  in_transit: "em trânsito",
  maintenance: "em manutenção",
  retired: "desativada",
} as const;

export async function FleetTables({ caller }: { caller: Caller }) {
  const [cacambas, trucks, drivers] = await Promise.all([
    caller.fleet.cacambas(),
    caller.fleet.trucks(),
    caller.fleet.drivers(),
  ]);
  return (
    <Stack gap="xl">
      {cacambas.length === 0 ? (
        <EmptyState
          title="Nenhuma caçamba cadastrada"
          next="Cadastre suas caçambas: cada uma recebe um número sequencial de pelo menos dois dígitos (JF art. 7º, IV)."
        />
      ) : (
        <SimpleTable
          caption="Caçambas"
          rows={cacambas}
          rowKey={(c) => c.id}
          columns={[
            { header: "Nº", cell: (c) => String(c.number).padStart(2, "0") },
            { header: "Capacidade", cell: (c) => `${c.capacityM3.toLocaleString("pt-BR")} m³` },
            { header: "Situação", cell: (c) => <Badge variant="light">{CACAMBA_STATUS[c.status]}</Badge> },
          ]}
        />
      )}
      {trucks.length === 0 ? (
        <EmptyState
          title="Nenhum caminhão cadastrado"
          next="Cadastre os caminhões poliguindaste (JF art. 18) com a placa."
        />
      ) : (
        <SimpleTable
          caption="Caminhões"
          rows={trucks}
          rowKey={(t) => t.id}
          columns={[
            { header: "Placa", cell: (t) => formatPlate(t.plate) },
            { header: "Tipo", cell: () => "Poliguindaste" },
            { header: "Situação", cell: (t) => (t.active ? "ativo" : "inativo") },
          ]}
        />
      )}
      {drivers.length === 0 ? (
        <EmptyState
          title="Nenhum motorista cadastrado"
          next="Cadastre os motoristas com a CNH e a validade."
        />
      ) : (
        <SimpleTable
          caption="Motoristas"
          rows={drivers}
          rowKey={(d) => d.id}
          columns={[
            { header: "Nome", cell: (d) => d.name },
            { header: "CNH", cell: (d) => `categoria ${d.cnhCategory}` },
            { header: "Validade", cell: (d) => formatDate(new Date(`${d.cnhValidUntil}T12:00:00Z`)) },
          ]}
        />
      )}
    </Stack>
  );
}
