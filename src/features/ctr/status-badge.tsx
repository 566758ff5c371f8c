import { Badge } from "@mantine/core";
import { CTR_STATUS_COLOR, CTR_STATUS_LABEL, type CtrStatus } from "@/domain/ctr";

/** One colour and one pt-BR word per CTR status, everywhere. */
export function CtrStatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const s = status as CtrStatus;
  return (
    <>
      <Badge color={CTR_STATUS_COLOR[s]} variant="light" miw="max-content">
        {CTR_STATUS_LABEL[s]}
      </Badge>
      {overdue && (
        <Badge color="red" variant="filled" ml={4} miw="max-content">
          sem recebimento
        </Badge>
      )}
    </>
  );
}
