import { Anchor, Text } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { formatDateTime, formatIsoDate } from "@/lib/format";

/**
 * The CDF tables of "MTR e CDF" (Portaria MMA 280/2020): the receiver's CDFs and the generator's (those
 * covering its MTRs), each issued one with its PDF in a new tab (`/api/mtr/cdf/<id>`, authorized by
 * `mtr.cdf`).
 */

interface CdfLine {
  id: string;
  number: string | null;
  system: MtrSystem;
  periodFrom: string;
  periodTo: string;
}

const period = (r: CdfLine) => `${formatIsoDate(r.periodFrom)} a ${formatIsoDate(r.periodTo)}`;

function CdfPdfLink({ cdf }: { cdf: CdfLine }) {
  return (
    <Anchor href={`/api/mtr/cdf/${cdf.id}`} target="_blank">
      CDF nº {cdf.number} (PDF)
    </Anchor>
  );
}

export function ReceiverCdfTable({
  cdfs,
}: {
  cdfs: (CdfLine & {
    status: string;
    statusLabel: string;
    mtrCount: number;
    issuedAt: Date | null;
    nextAttemptAt: Date | null;
    lastError: string | null;
  })[];
}) {
  return (
    <SimpleTable
      caption="CDFs emitidos"
      rows={cdfs}
      rowKey={(r) => r.id}
      columns={[
        { header: "Nº", cell: (r) => r.number ?? "—" },
        { header: "Sistema", cell: (r) => MTR_SYSTEM_LABEL[r.system] },
        { header: "Período", cell: period },
        { header: "MTRs", cell: (r) => r.mtrCount },
        {
          header: "Situação",
          cell: (r) =>
            r.status === "issued" && r.issuedAt
              ? `emitido em ${formatDateTime(new Date(r.issuedAt))}`
              : `${r.statusLabel}${r.lastError ? `: ${r.lastError}` : ""}${
                  r.status === "queued" && r.nextAttemptAt
                    ? ` Próxima tentativa: ${formatDateTime(new Date(r.nextAttemptAt))}.`
                    : ""
                }`,
        },
        { header: "PDF", cell: (r) => (r.status === "issued" ? <CdfPdfLink cdf={r} /> : "—") },
      ]}
    />
  );
}

export function GeneratorCdfTable({
  cdfs,
}: {
  cdfs: (CdfLine & { receiverName: string; issuedAt: Date | null; mtrNumbers: string[]; hasPdf: boolean })[];
}) {
  if (cdfs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhum CDF ainda. Quando o destinador certificar as cargas recebidas das suas obras, o CDF aparece
        aqui e em “CTRs e comprovantes”, com o PDF.
      </Text>
    );
  return (
    <SimpleTable
      caption="CDFs das suas cargas"
      rows={cdfs}
      rowKey={(r) => r.id}
      columns={[
        { header: "Nº", cell: (r) => r.number ?? "—" },
        { header: "Destinador", cell: (r) => r.receiverName },
        { header: "Sistema", cell: (r) => MTR_SYSTEM_LABEL[r.system] },
        { header: "Período", cell: period },
        { header: "Seus MTRs", cell: (r) => r.mtrNumbers.join(", ") },
        { header: "Emitido em", cell: (r) => (r.issuedAt ? formatDateTime(new Date(r.issuedAt)) : "—") },
        { header: "PDF", cell: (r) => (r.hasPdf ? <CdfPdfLink cdf={r} /> : "—") },
      ]}
    />
  );
}
