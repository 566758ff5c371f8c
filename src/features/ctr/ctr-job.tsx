import { Group, Paper, Text } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";
import { KIND_LABEL, STATUS_LABEL } from "@/features/dispatch/board/labels";
import { formatCacambaNumber, formatIsoDate, formatPlate } from "@/lib/format";
import type { serverCaller } from "@/server/api/server-caller";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** The way back from a hauler's CTR to the job it was issued for and that job's placement. */
export async function CtrJob({ ctrId, caller }: { ctrId: string; caller: Caller }) {
  const job = await caller.ctr.hauler.job({ id: ctrId });
  if (!job) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Serviço do CTR">
      <Text size="sm">
        Serviço: {KIND_LABEL[job.kind] ?? job.kind} de {formatIsoDate(job.date)} ({STATUS_LABEL[job.status]})
        {job.siteName ? ` · ${job.siteName}${job.siteAddress ? `, ${job.siteAddress}` : ""}` : ""}
      </Text>
      <Text size="sm" c="dimmed" data-testid="ctr-job-fleet">
        {[
          job.truckPlate && `Caminhão ${formatPlate(job.truckPlate)}`,
          job.driverName && `Motorista ${job.driverName}`,
          job.cacambaNumber !== null && `Caçamba nº ${formatCacambaNumber(job.cacambaNumber)}`,
        ]
          .filter(Boolean)
          .join(" · ") || "Serviço ainda sem caminhão e motorista"}
      </Text>
      <Group gap="md" mt={4}>
        <TextLink href={`/despacho?dia=${job.date}`} size="sm" underline="always">
          Ver o serviço no despacho
        </TextLink>
        {job.placementId && (
          <TextLink href="/colocacoes" size="sm" underline="always">
            Ver a colocação
          </TextLink>
        )}
      </Group>
    </Paper>
  );
}
