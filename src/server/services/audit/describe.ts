import { auditActionLabel } from "@/domain/audit/actions";
import { auditEntityLabel } from "@/domain/audit/entities";
import { formatCacambaNumber, formatDecimal, formatIsoDate, formatPlate } from "@/lib/format";
import { JOB_KIND_LABEL } from "@/lib/job-kind";
import { LICENCE_KIND_LABEL } from "@/server/services/fleet/licences/requirements";

/** What the audit query finds of an event's subject; null where the event is not about that kind of row. */
export interface AuditFacts {
  id: string;
  at: Date;
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
  actorName: string | null;
  cacambaNumber: number | null;
  invoiceNumber: number | null;
  ctrNumber: string | null;
  jobKind: string | null;
  jobDate: string | null;
  orderFrom: string | null;
  siteName: string | null;
  truckPlate: string | null;
  driverName: string | null;
  licenceKind: keyof typeof LICENCE_KIND_LABEL | null;
  licenceNumber: string | null;
  citationNumber: string | null;
  priceSizeM3: number | null;
  priceWasteClass: string | null;
  userName: string | null;
  orgName: string | null;
}

/** One line of the audit log, in the words a person reads: never an event code or a row id. */
export interface AuditLine {
  id: string;
  at: Date;
  actorName: string | null;
  /** What happened, e.g. "Serviço concluído". */
  what: string;
  /** The thing, by its own name, e.g. "Retirada de 05/03/2026 · caçamba nº 03 · Hotel Getúlio Vargas". */
  subject: string;
}

const cacamba = (n: number | null) => (n === null ? null : `caçamba nº ${formatCacambaNumber(n)}`);

/** A field the event kept of a row (a deleted price row is named from its `before`). */
function kept(f: AuditFacts, key: string): unknown {
  for (const side of [f.after, f.before])
    if (side && typeof side === "object" && key in side) return (side as Record<string, unknown>)[key];
  return undefined;
}

function priceName(f: AuditFacts): string | null {
  const size = f.priceSizeM3 ?? Number(kept(f, "sizeM3"));
  const wasteClass = f.priceWasteClass ?? kept(f, "wasteClass");
  if (!Number.isFinite(size)) return null;
  return `caçamba de ${formatDecimal(size)} m³${typeof wasteClass === "string" ? `, classe ${wasteClass}` : ""}`;
}

function jobName(f: AuditFacts): string | null {
  if (!f.jobKind || !f.jobDate) return null;
  const parts = [
    `${JOB_KIND_LABEL[f.jobKind] ?? "Serviço"} de ${formatIsoDate(f.jobDate)}`,
    cacamba(f.cacambaNumber),
  ];
  return [...parts, f.siteName].filter(Boolean).join(" · ");
}

/** The subject's own name, or null when the query found nothing to name it by. */
function subjectName(f: AuditFacts): string | null {
  switch (f.entity) {
    case "cacamba":
      return cacamba(f.cacambaNumber);
    case "invoice":
      return f.invoiceNumber === null ? null : `Fatura nº ${f.invoiceNumber}`;
    case "ctr":
      return f.ctrNumber && `CTR ${f.ctrNumber}`;
    case "job":
      return jobName(f);
    case "placement":
      return [cacamba(f.cacambaNumber) ?? "Colocação", f.siteName].filter(Boolean).join(" · ");
    case "order":
      return (
        f.siteName &&
        `Pedido para ${f.siteName}${f.orderFrom ? ` a partir de ${formatIsoDate(f.orderFrom)}` : ""}`
      );
    case "site":
      return f.siteName && `Obra ${f.siteName}`;
    case "truck":
      return f.truckPlate && `Caminhão ${formatPlate(f.truckPlate)}`;
    case "driver":
      return f.driverName && `Motorista ${f.driverName}`;
    case "licence":
      return f.licenceKind && `${LICENCE_KIND_LABEL[f.licenceKind]} nº ${f.licenceNumber}`;
    case "citation":
      return f.citationNumber && `Auto de infração nº ${f.citationNumber}`;
    case "price_row": {
      const name = priceName(f);
      return name && `Preço da ${name}`;
    }
    case "yard": {
      const name = kept(f, "name");
      if (typeof name !== "string") return null;
      return /^p[aá]tio\b/i.test(name) ? name : `Pátio ${name}`;
    }
    case "user":
    case "membership":
      return f.userName;
    case "org":
    case "generator":
      return f.orgName;
    default:
      return null;
  }
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describeAuditEvent(f: AuditFacts): AuditLine {
  return {
    id: f.id,
    at: f.at,
    actorName: f.actorName,
    what: auditActionLabel(f.action),
    subject: capitalized(subjectName(f) ?? auditEntityLabel(f.entity)),
  };
}
