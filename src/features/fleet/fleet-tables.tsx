import { Anchor, Badge, Group, Stack } from "@mantine/core";
import { EmptyState } from "@/components/ui/empty-state";
import { SimpleTable } from "@/components/ui/simple-table";
import { citeIn, haulerTextArticles, minNumberDigits } from "@/domain";
import { perTripText, shiftText } from "@/domain/fleet/day-settings";
import { actionNames } from "@/features/forms/action-names";
import { formatCacambaNumber, formatDecimal, formatIsoDate, formatPlate } from "@/lib/format";
import type { serverCaller } from "@/server/api/server-caller";
import { ActiveToggle } from "./active-toggle";
import { EditDriver } from "./edit-driver";
import { EditTruck } from "./edit-truck";
import { CACAMBA_STATUS_LABEL } from "./status-labels";
import { defaultYardLabel, type YardOption } from "./yard-labels";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

const dims = (c: { lengthM: number | null; widthM: number | null; heightM: number | null }) =>
  c.lengthM && c.widthM && c.heightM
    ? `${formatDecimal(c.lengthM)} × ${formatDecimal(c.widthM)} × ${formatDecimal(c.heightM)} m`
    : "não medidas";

const EXPORTED = { cacambas: "das caçambas", trucks: "dos caminhões", drivers: "dos motoristas" } as const;

function ExportLink({ list }: { list: keyof typeof EXPORTED }) {
  return (
    <Anchor href={`/api/fleet/export/${list}`} size="sm" aria-label={actionNames.exportCsv(EXPORTED[list])}>
      Exportar CSV
    </Anchor>
  );
}

export async function FleetTables({
  caller,
  isAdmin,
  yards,
}: {
  caller: Caller;
  isAdmin: boolean;
  /** The company's yards (none for a driver, who does not read them). */
  yards: readonly YardOption[];
}) {
  const [cacambas, trucks, drivers, served] = await Promise.all([
    caller.fleet.cacambas(),
    caller.fleet.trucks(),
    caller.fleet.drivers(),
    // Articles of the laws of the municipalities the company serves; a driver cannot read the company: none cited.
    caller.fleet.company.get().then(
      (c) => c.municipalityIds,
      () => [] as string[],
    ),
  ]);
  const digits = minNumberDigits(served);
  const numbering = citeIn(haulerTextArticles("numbering", served));
  const dimensions = citeIn(haulerTextArticles("maxCacambaSize", served));
  const truck = citeIn(haulerTextArticles("truckKind", served));
  return (
    <Stack gap="xl">
      {cacambas.length === 0 ? (
        <EmptyState
          title="Nenhuma caçamba cadastrada"
          next={`Cadastre suas caçambas: cada uma recebe um número sequencial${digits && digits > 1 ? ` de pelo menos ${digits === 2 ? "dois" : digits} dígitos` : ""}${numbering}.`}
        />
      ) : (
        <Stack gap={4}>
          <ExportLink list="cacambas" />
          <SimpleTable
            caption="Caçambas"
            rows={cacambas}
            rowKey={(c) => c.id}
            columns={[
              {
                header: "Nº",
                cell: (c) => (
                  <Anchor href={`/frota/cacambas/${c.id}`}>{formatCacambaNumber(c.number)}</Anchor>
                ),
              },
              { header: "Capacidade", cell: (c) => `${formatDecimal(c.capacityM3)} m³` },
              { header: `Dimensões${dimensions}`, cell: dims },
              {
                header: "Situação",
                cell: (c) => <Badge variant="light">{CACAMBA_STATUS_LABEL[c.status]}</Badge>,
              },
            ]}
          />
        </Stack>
      )}
      {trucks.length === 0 ? (
        <EmptyState
          title="Nenhum caminhão cadastrado"
          next={`Cadastre os caminhões poliguindaste${truck} com a placa.`}
        />
      ) : (
        <Stack gap={4}>
          <ExportLink list="trucks" />
          <SimpleTable
            caption="Caminhões"
            rows={trucks}
            rowKey={(t) => t.id}
            columns={[
              { header: "Placa", cell: (t) => formatPlate(t.plate) },
              { header: "Tipo", cell: () => `Poliguindaste${truck}` },
              { header: "Capacidade", cell: (t) => (t.capacityT ? `${formatDecimal(t.capacityT)} t` : "—") },
              {
                header: "Viagem e pátio",
                cell: (t) => (
                  <Group gap="xs">
                    {`${perTripText(t.cacambaCapacity)} · ${t.homeYardName ?? defaultYardLabel(yards)}`}
                    {isAdmin && <EditTruck truck={t} yards={yards} />}
                  </Group>
                ),
              },
              {
                header: "Situação",
                cell: (t) => (
                  <Group gap="xs">
                    {t.active ? "ativo" : "inativo"}
                    {isAdmin && <ActiveToggle entity="truck" id={t.id} active={t.active} />}
                  </Group>
                ),
              },
            ]}
          />
        </Stack>
      )}
      {drivers.length === 0 ? (
        <EmptyState
          title="Nenhum motorista cadastrado"
          next="Cadastre os motoristas com a CNH e a validade."
        />
      ) : (
        <Stack gap={4}>
          <ExportLink list="drivers" />
          <SimpleTable
            caption="Motoristas"
            rows={drivers}
            rowKey={(d) => d.id}
            columns={[
              { header: "Nome", cell: (d) => d.name },
              { header: "CNH", cell: (d) => `categoria ${d.cnhCategory}` },
              { header: "Validade", cell: (d) => formatIsoDate(d.cnhValidUntil) },
              {
                header: "Turno",
                cell: (d) => (
                  <Group gap="xs">
                    {shiftText(d)}
                    {isAdmin && <EditDriver driver={d} />}
                  </Group>
                ),
              },
              {
                header: "Situação",
                cell: (d) => (
                  <Group gap="xs">
                    {d.active ? "ativo" : "inativo"}
                    {isAdmin && <ActiveToggle entity="driver" id={d.id} active={d.active} />}
                  </Group>
                ),
              },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
