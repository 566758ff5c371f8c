import { productRule } from "../laws/grounds";
import { findLaw } from "../laws/registry";
import { isRegulated, type Municipality } from "../laws/types";
import { LICENCE_KIND_LABEL, type LicenceKind, requirementsFor } from "../licensing/requirements";
import { inForce, licenceStatus } from "../licensing/status";
import { licensingVerdict } from "../licensing/verdict";
import { localDate, localParts } from "../time/zoned";

/** The article of the municipality's law requiring the bulletin, or null where it is published voluntarily. */
export function bulletinArticle(municipalityId: string): string | null {
  const duty = findLaw(municipalityId)?.bulletin;
  return duty && isRegulated(duty) ? duty.article : null;
}

/** `2026-B6`: the bimester (JP art. 12, §2º) of an instant on the municipality's calendar. */
export function bimesterOf(at: Date, timeZone: string): string {
  const p = localParts(at.getTime(), timeZone);
  return `${p.year}-B${Math.ceil(p.month / 2)}`;
}

export function periodLabel(period: string): string {
  const [year, b] = period.split("-B");
  const months = ["jan–fev", "mar–abr", "mai–jun", "jul–ago", "set–out", "nov–dez"];
  return `${b}º bimestre de ${year} (${months[Number(b) - 1] ?? ""})`;
}

/** One line of the bulletin: an org and the licences that put it there. */
export interface BulletinLine {
  orgId: string;
  kind: "hauler" | "receiver";
  legalName: string;
  taxId: string;
  licences: { label: string; number: string; validUntil: string | null }[];
}

export interface HaulerAtBulletin {
  orgId: string;
  legalName: string;
  taxId: string;
  licences: { kind: LicenceKind; number: string; validFrom: string; validUntil: string }[];
}

export interface ReceiverAtBulletin {
  orgId: string;
  legalName: string;
  taxId: string;
  licenceNumber: string | null;
  licenceValidUntil: string | null;
}

/** An operator as the city's list reads it: listed or not, and why not, citing the law. */
export interface OperatorStanding extends BulletinLine {
  licensed: boolean;
  problems: string[];
  article: string | null;
}

const REASON = { missing: "não cadastrada", expired: "vencida", not_yet_valid: "ainda não vigente" } as const;

/**
 * A hauler stands licensed when it holds, on `at`'s day in the municipality, every licence its law requires
 * (JF art. 4º–5º, JP art. 18); the bulletin lists the licences in force that day.
 */
export function haulerStanding(municipalityId: string, h: HaulerAtBulletin, at: Date): OperatorStanding {
  const req = requirementsFor(municipalityId);
  if (!req) throw new Error(`no law registered for municipality ${municipalityId}`);
  const today = localDate(at.getTime(), req.timeZone);
  const verdict = licensingVerdict(req, h.licences, at);
  return {
    orgId: h.orgId,
    kind: "hauler",
    legalName: h.legalName,
    taxId: h.taxId,
    licensed: verdict.licensed,
    article: verdict.article,
    problems: verdict.missing.map((m) => `${m.label} (${m.article}): ${REASON[m.reason]}`),
    licences: h.licences
      .filter((l) => inForce(licenceStatus(l.validFrom, l.validUntil, today)))
      .map((l) => ({ label: LICENCE_KIND_LABEL[l.kind], number: l.number, validUntil: l.validUntil })),
  };
}

/**
 * A receiver stands licensed while the operating licence on its profile is valid that day. Only a law with
 * a bulletin duty (JP art. 12, §2º) speaks of receivers' licences; elsewhere no article is cited.
 */
export function receiverStanding(
  municipalityId: string,
  r: ReceiverAtBulletin,
  at: Date,
  timeZone: string,
): OperatorStanding {
  const today = localDate(at.getTime(), timeZone);
  const valid = r.licenceValidUntil !== null && r.licenceValidUntil >= today;
  return {
    orgId: r.orgId,
    kind: "receiver",
    legalName: r.legalName,
    taxId: r.taxId,
    licensed: valid,
    article: bulletinArticle(municipalityId),
    problems: valid
      ? []
      : [
          r.licenceNumber === null
            ? "Perfil de receptor não preenchido (licença de operação não informada)."
            : r.licenceValidUntil === null
              ? "Validade da licença de operação não informada."
              : `Licença de operação vencida em ${r.licenceValidUntil.split("-").reverse().join("/")}.`,
        ],
    licences:
      valid && r.licenceNumber
        ? [{ label: "Licença de operação", number: r.licenceNumber, validUntil: r.licenceValidUntil }]
        : [],
  };
}

/** The bulletin lists the licensed operators only, as generated. */
export function bulletinLines(standings: readonly OperatorStanding[]): BulletinLine[] {
  return standings
    .filter((s) => s.licensed)
    .map(({ orgId, kind, legalName, taxId, licences }) => ({ orgId, kind, legalName, taxId, licences }));
}

/**
 * What the city's bulletin is and must contain on `at`: the law's duty and its cadence (JP art. 12, §2º:
 * every 2 months), or that the law is silent and the product publishes it bimonthly of its own accord;
 * the period and reference day; who it lists.
 */
export function bulletinPlan(m: Municipality, at: Date) {
  const duty = findLaw(m.id)?.bulletin;
  const regulated = duty && isRegulated(duty) ? duty : null;
  const period = bimesterOf(at, m.timeZone);
  return {
    municipality: m.id,
    duty: regulated
      ? { article: regulated.article, everyMonths: regulated.everyMonths }
      : {
          notRegulated: true as const,
          article: duty?.article ?? productRule(m.id),
          reason: duty && !isRegulated(duty) ? duty.reason : productRule(m.id),
          everyMonths: 2,
          grounds: productRule(m.id),
        },
    referenceDate: localDate(at.getTime(), m.timeZone),
    period,
    periodLabel: periodLabel(period),
    contents:
      "Transportadores com todas as licenças que a lei do município exige e receptores com licença de operação válida na data de referência: razão social, CNPJ/CPF e cada licença com número e validade.",
  };
}
