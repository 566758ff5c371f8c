import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { LAW_SILENT_ON_DAY } from "@/domain/fleet/day-settings";
import { formatCoordinates } from "@/lib/format";
import { SetDefaultYard } from "./set-default-yard";
import { EditYard, NewYard, type YardRow } from "./yard-form";

/**
 * The company's yards (pátios): where trucks start and end their day. The admin adds, edits and picks
 * the default; the dispatch office reads them.
 */
export function YardsSection({
  yards,
  isAdmin,
  municipalityId,
}: {
  yards: YardRow[];
  isAdmin: boolean;
  municipalityId: string | null;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Pátios
        </Title>
        <Text size="sm" c="dimmed">
          O dia de cada caminhão começa e termina no seu pátio de origem, ou no pátio padrão.{" "}
          {LAW_SILENT_ON_DAY}
        </Text>
        {yards.length === 0 ? (
          <Text size="sm">Nenhum pátio cadastrado: o primeiro cadastrado será o pátio padrão.</Text>
        ) : (
          <SimpleTable
            caption="Pátios"
            rows={yards}
            rowKey={(y) => y.id}
            columns={[
              { header: "Nome", cell: (y) => y.name },
              { header: "Endereço", cell: (y) => y.address },
              { header: "Posição (lat; lon)", cell: (y) => formatCoordinates(y.lat, y.lon) },
              {
                header: "Padrão",
                cell: (y) =>
                  y.isDefault ? (
                    <Badge variant="light">Pátio padrão</Badge>
                  ) : isAdmin ? (
                    <SetDefaultYard id={y.id} name={y.name} />
                  ) : (
                    "—"
                  ),
              },
              ...(isAdmin
                ? [
                    {
                      header: "Alterar",
                      cell: (y: YardRow) => <EditYard yard={y} municipalityId={municipalityId} />,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {isAdmin && (
          <Group>
            <NewYard municipalityId={municipalityId} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
