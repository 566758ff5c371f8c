import { formatIsoDate } from "@/lib/format";
import { KIND_LABEL } from "./labels";
import type { NewJobDraft } from "./schedule-form";
import type { Option } from "./types";

const labelOf = (options: readonly Option[], value: string | undefined) =>
  value ? options.find((o) => o.value === value)?.label : undefined;

/**
 * The confirmation after "Agendar": which job (kind and placement) and when (day and window), with its
 * truck and driver when chosen. `date` is the board's day (aaaa-mm-dd).
 */
export function scheduledMessage(
  job: NewJobDraft,
  date: string,
  options: { placements: readonly Option[]; trucks: readonly Option[]; drivers: readonly Option[] },
): string {
  const placement = labelOf(options.placements, job.placementId);
  const window = job.windowStart
    ? job.windowEnd
      ? `, das ${job.windowStart} às ${job.windowEnd}`
      : `, a partir das ${job.windowStart}`
    : "";
  const truck = labelOf(options.trucks, job.truckId);
  const driver = labelOf(options.drivers, job.driverId);
  const crew = [truck && `caminhão ${truck}`, driver && `motorista ${driver}`].filter(Boolean).join(", ");
  return (
    `Serviço agendado: ${KIND_LABEL[job.kind]}${placement ? ` — ${placement}` : ""}, ` +
    `em ${formatIsoDate(date)}${window}` +
    `${crew ? `; ${crew}` : "; ainda sem caminhão"}.`
  );
}
