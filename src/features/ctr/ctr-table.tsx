import { type Column, SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { formatDateTime, formatDecimal } from "@/lib/format";
import type { CtrView } from "@/server/services/ctr/view";
import { CtrStatusBadge } from "./status-badge";

type Extra = "generator" | "hauler" | "receiver";

/** CTRs as a table; `href` builds the detail link, `show` picks which parties to list. */
export function CtrTable({
  rows,
  href,
  show,
  caption,
}: {
  rows: CtrView[];
  href?: (c: CtrView) => string;
  show: Extra[];
  caption: string;
}) {
  const columns: Column<CtrView>[] = [
    {
      header: "Número",
      cell: (c) => (href ? <TextLink href={href(c)}>{c.number}</TextLink> : c.number),
    },
    { header: "Emissão", cell: (c) => formatDateTime(c.issuedAt) },
    { header: "Situação", cell: (c) => <CtrStatusBadge status={c.status} overdue={c.overdue} /> },
  ];
  if (show.includes("generator")) columns.push({ header: "Gerador", cell: (c) => c.generatorName });
  if (show.includes("hauler")) columns.push({ header: "Transportador", cell: (c) => c.haulerName });
  if (show.includes("receiver")) columns.push({ header: "Receptor", cell: (c) => c.receiverName });
  columns.push(
    { header: "Classe", cell: (c) => c.receivedClass ?? c.wasteClass },
    { header: "Volume", cell: (c) => `${formatDecimal(c.volumeM3)} m³` },
    {
      header: "Peso",
      cell: (c) => (c.receivedWeightT === null ? "—" : `${formatDecimal(c.receivedWeightT, 3)} t`),
    },
  );
  return <SimpleTable rows={rows} columns={columns} rowKey={(c) => c.id} caption={caption} />;
}
