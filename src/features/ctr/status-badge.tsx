import { Badge } from "@mantine/core";
import { CTR_STATUS_COLOR, CTR_STATUS_LABEL, type CtrStatus } from "@/domain/ctr";

/**
 * One colour and one pt-BR word per CTR status, everywhere. Spans, not Mantine's default `<div>`: the
 * badge sits inside sentences (`<p>`), and a `<div>` there is closed by the HTML parser, so React's
 * hydration found another tree than the server's (error #418 on /verificar and /ctrs/<id>).
 */
export function CtrStatusBadge({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const s = status as CtrStatus;
  return (
    <>
      <Badge component="span" color={CTR_STATUS_COLOR[s]} variant="light" miw="max-content">
        {CTR_STATUS_LABEL[s]}
      </Badge>
      {overdue && (
        <Badge component="span" color="red" variant="filled" ml={4} miw="max-content">
          sem recebimento
        </Badge>
      )}
    </>
  );
}
