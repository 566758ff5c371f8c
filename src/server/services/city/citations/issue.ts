import { and, eq, inArray, sql } from "drizzle-orm";
import {
  autoProvisions,
  citeIn,
  computeFine,
  type FineResult,
  isRegulated,
  lawOf,
  RulesInputError,
} from "@/domain";
import { localYear } from "@/domain/fines/update";
import { plural } from "@/domain/plural";
import { formatDateTime, formatMoneyCents } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import {
  citations,
  citySettings,
  haulerProfiles,
  inspections,
  orgs,
  receiverProfiles,
  users,
} from "@/server/db/schema";
import { DomainError, invalidField, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { writeAudit } from "@/server/services/audit/write";
import { nextCounterValue } from "@/server/services/counters";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";
import { cityEmails as emails } from "../emails";
import { operatorsIn } from "../operators";
import type { CityScope } from "../scope";
import { datedDeadlines, defenceDeadline, paymentDeadline } from "./deadlines";

/** "15 dias corridos", "1 dia útil"; nothing when the law gives no count. */
function daysInWords(days: number | undefined, kind: "calendar" | "business"): string {
  if (days === undefined) return "";
  return kind === "business"
    ? plural(days, "dia útil", "dias úteis")
    : plural(days, "dia corrido", "dias corridos");
}

export type NoticeChannel = "in_person" | "email" | "whatsapp" | "public_notice";
export type Severity = "leve" | "media" | "grave" | "muito_grave" | "gravissima";

export interface IssueCitationInput {
  inspectionId?: string | null;
  offenderOrgId?: string | null;
  article: string;
  facts: string;
  location?: string | null;
  issuedPlace: string;
  severity?: Severity | null;
  aggravating?: string[];
  attenuating?: string[];
  /** For fines the law gives as a range (IN art. 32, CM Annex I): the amount the authority set. */
  amountCents?: number | null;
  inspectorPost: string;
  /** The inspector types their full name to sign (IN art. 8º, VI; CM art. 82, VI). */
  signature: string;
  noticeChannel: NoticeChannel;
  noticeRecipient?: string | null;
  /** Public notice: date of publication; otherwise the notice is the issue itself. */
  noticedAt?: Date | null;
}

/** Final decisions of this city against the offender: its history for reincidence (IN art. 31, CM art. 68…). */
async function offenderHistory(city: CityScope, offenderOrgId: string) {
  const rows = await city.db
    .select({ article: citations.article, decidedAt: citations.decidedAt })
    .from(citations)
    .where(
      and(
        eq(citations.orgId, city.orgId),
        eq(citations.offenderOrgId, offenderOrgId),
        inArray(citations.status, ["upheld", "paid", "overdue"]),
      ),
    );
  return rows.flatMap((r) =>
    r.decidedAt ? [{ article: r.article, decidedAt: r.decidedAt.toISOString() }] : [],
  );
}

async function fineConfig(city: CityScope) {
  const [s] = await city.db.select().from(citySettings).where(eq(citySettings.orgId, city.orgId));
  if (!s) return undefined;
  return {
    ...(s.updateFactor !== null ? { updateFactor: Number(s.updateFactor) } : {}),
    ...(s.upfCents !== null ? { upfCents: s.upfCents } : {}),
    ...(s.annex ? { annex: s.annex } : {}),
  };
}

/**
 * What the city must configure before this fine can be computed, in pt-BR without the engine's input
 * names; the field `fineConfig` tells the screen to offer the way to the settings screen.
 */
const CONFIG_MESSAGE: Record<string, (article: string | undefined) => string> = {
  "fineConfig.updateFactor": (a) =>
    `Antes da primeira multa deste ano, informe o fator de atualização dos valores da lei${citeIn(a ?? null)} na configuração da fiscalização.`,
  "fineConfig.upfCents": (a) =>
    `As multas deste município são em UPF: informe o valor vigente da UPF${citeIn(a ?? null)} na configuração da fiscalização.`,
  "fineConfig.annex": (a) =>
    `O valor desta multa está no Anexo da lei${citeIn(a ?? null)}: cadastre-o para este artigo na configuração da fiscalização.`,
};

/** The article of the municipality's law that delegates each configured value (its module's `settings`). */
function configArticle(municipality: CityScope["municipality"], path: string): string | undefined {
  const needs = lawOf(municipality).settings;
  const need =
    path === "fineConfig.updateFactor"
      ? needs.updateFactor
      : path === "fineConfig.upfCents"
        ? needs.upfValue
        : path === "fineConfig.annex"
          ? needs.annex
          : null;
  return need && isRegulated(need) ? need.article : undefined;
}

/** Field name the screens read to offer the settings screen (`/fiscalizacao/configuracao`). */
export const FINE_CONFIG_FIELD = "fineConfig";

/** `computeFine` with the offender's history and the city's configuration; rules errors become pt-BR 400s. */
export async function fineFor(
  city: CityScope,
  input: Pick<IssueCitationInput, "article" | "severity" | "aggravating" | "attenuating">,
  offenderOrgId: string,
  at: Date,
): Promise<FineResult> {
  try {
    return computeFine({
      municipality: city.municipality.id,
      article: input.article.trim(),
      at: at.toISOString(),
      ...(input.severity ? { severity: input.severity } : {}),
      ...(input.aggravating?.length || input.attenuating?.length
        ? { circumstances: { aggravating: input.aggravating ?? [], attenuating: input.attenuating ?? [] } }
        : {}),
      history: { priorInfractions: await offenderHistory(city, offenderOrgId) },
      fineConfig: await fineConfig(city),
    } as Parameters<typeof computeFine>[0]);
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    const path = e.issues[0]?.path ?? "";
    const key = Object.keys(CONFIG_MESSAGE).find((k) => path.startsWith(k));
    if (key) {
      const message = CONFIG_MESSAGE[key]?.(configArticle(city.municipality, key)) ?? e.message;
      throw invalidField(FINE_CONFIG_FIELD, message);
    }
    throw invalidField(path || "article", e.message);
  }
}

/**
 * The fine a form previews. Where the city must first configure what its law leaves open, the answer
 * says so (`configNeeded`, with the way to the settings screen) instead of failing: a preview is not a
 * refused change, and the browser would log a failed request on every such screen.
 */
export async function finePreview(
  ...args: Parameters<typeof fineFor>
): Promise<FineResult | { configNeeded: string }> {
  try {
    return await fineFor(...args);
  } catch (e) {
    const configNeeded =
      e instanceof DomainError ? e.details.fieldErrors?.[FINE_CONFIG_FIELD]?.[0] : undefined;
    if (configNeeded) return { configNeeded };
    throw e;
  }
}

function penaltyText(fine: FineResult, amountCents: number | null): string {
  const cls = fine.class
    ? `Multa ${fine.class.replace("_", " ").replace("media", "média").replace("gravissima", "gravíssima")}`
    : "Multa";
  const value = amountCents !== null ? ` de ${formatMoneyCents(amountCents)}` : "";
  const upf = fine.upf !== undefined ? ` (${fine.upf} UPF)` : "";
  const extras = fine.extraPenalties.map(
    (p) => `${p.description} (${p.article}${p.mandatory ? "" : ", facultativa"})`,
  );
  return [`${cls}${value}${upf}`, ...extras].join("; ");
}

export async function issueCitation(city: CityScope, input: IssueCitationInput, now: Date = new Date()) {
  let offenderOrgId = input.offenderOrgId ?? null;
  let where = {
    location: input.location?.trim() ?? "",
    lat: null as number | null,
    lon: null as number | null,
    placementId: null as string | null,
  };
  if (input.inspectionId) {
    const [insp] = await city.db
      .select()
      .from(inspections)
      .where(and(eq(inspections.orgId, city.orgId), eq(inspections.id, input.inspectionId)));
    if (!insp) throw notFound("Vistoria");
    offenderOrgId = insp.haulerOrgId;
    where = {
      location: where.location || insp.address,
      lat: insp.lat,
      lon: insp.lon,
      placementId: insp.placementId,
    };
  } else {
    const operators = await operatorsIn(city.db, city.municipality.id, city.municipality.timeZone, now);
    if (!offenderOrgId || !operators.some((o) => o.orgId === offenderOrgId))
      throw invalidField("offenderOrgId", "Escolha um transportador ou receptor que atua neste município.");
  }
  if (!offenderOrgId) throw invalidField("offenderOrgId", "Informe o autuado.");
  const law = autoProvisions(city.municipality);
  if (!where.location) throw invalidField("location", `Informe o local da infração${citeIn(law.facts)}.`);
  /** The offender's registered address (its company profile), never its yard. */
  const [offender] = await city.db
    .select({
      legalName: orgs.legalName,
      taxId: orgs.taxId,
      address: sql<string | null>`coalesce(${haulerProfiles.address}, ${receiverProfiles.address})`,
    })
    .from(orgs)
    .leftJoin(haulerProfiles, eq(haulerProfiles.orgId, orgs.id))
    .leftJoin(receiverProfiles, eq(receiverProfiles.orgId, orgs.id))
    .where(eq(orgs.id, offenderOrgId));
  if (!offender) throw notFound("Autuado");
  const fine = await fineFor(city, input, offenderOrgId, now);
  if (fine.notDue) throw invalidField("article", fine.notDue.message);
  let amountCents = fine.amountCents ?? null;
  if (amountCents === null && fine.minCents !== undefined && fine.maxCents !== undefined) {
    if (input.amountCents == null || input.amountCents < fine.minCents || input.amountCents > fine.maxCents)
      throw invalidField(
        "amountCents",
        `A lei dá uma faixa para esta multa (${fine.article}): informe um valor entre ${formatMoneyCents(fine.minCents)} e ${formatMoneyCents(fine.maxCents)}.`,
      );
    amountCents = input.amountCents;
  }
  const [inspector] = await city.db.select({ name: users.name }).from(users).where(eq(users.id, city.userId));
  const inspectorName = inspector?.name ?? "";
  if (input.signature.trim().toLocaleLowerCase("pt-BR") !== inspectorName.trim().toLocaleLowerCase("pt-BR"))
    throw invalidField(
      "signature",
      `Para assinar, digite seu nome completo como no cadastro: ${inspectorName}.`,
    );
  if (input.noticeChannel === "public_notice" && !input.noticedAt)
    throw invalidField("noticedAt", `Informe a data de publicação do edital${citeIn(law.publicNotice)}.`);
  if (
    (input.noticeChannel === "email" || input.noticeChannel === "whatsapp") &&
    !input.noticeRecipient?.trim()
  )
    throw invalidField("noticeRecipient", "Informe o e-mail ou o WhatsApp para onde o auto foi enviado.");
  const noticedAt = input.noticeChannel === "public_notice" ? (input.noticedAt as Date) : now;
  /** WhatsApp counts from the read confirmation (IN art. 7º, §1º); until then no deadline runs. */
  const startsAt = input.noticeChannel === "whatsapp" ? null : noticedAt;
  const deadlines = datedDeadlines(
    fine,
    { noticedAt: startsAt, decidedAt: null },
    city.municipality.timeZone,
    city.municipality.uf,
  );
  const defence = defenceDeadline(deadlines);
  const payment = paymentDeadline(deadlines);
  const year = localYear(now.toISOString(), city.municipality.timeZone);
  return city.db.transaction(async (tx) => {
    const seq = await nextCounterValue(tx, city.orgId, `citation:${year}`);
    const [row] = await tx
      .insert(citations)
      .values({
        orgId: city.orgId,
        seq,
        year,
        number: `${year}/${String(seq).padStart(4, "0")}`,
        municipalityId: city.municipality.id,
        inspectionId: input.inspectionId ?? null,
        placementId: where.placementId,
        offenderOrgId,
        offenderName: offender.legalName,
        offenderTaxId: offender.taxId,
        offenderAddress: offender.address,
        issuedPlace: input.issuedPlace.trim(),
        issuedAt: now,
        location: where.location,
        lat: where.lat,
        lon: where.lon,
        facts: input.facts.trim(),
        article: fine.article,
        penalty: penaltyText(fine, amountCents),
        fineClass: fine.class,
        amountCents,
        fine: fine as unknown as Record<string, unknown>,
        reincidence: fine.reincidence.applies,
        deadlines,
        defenceDueAt: defence?.dueAt ? new Date(defence.dueAt) : null,
        paymentDueAt: payment?.dueAt ? new Date(payment.dueAt) : null,
        inspectorUserId: city.userId,
        inspectorName,
        inspectorPost: input.inspectorPost.trim(),
        inspectorSignature: `Assinado eletronicamente por ${inspectorName} em ${formatDateTime(now, city.municipality.timeZone)}`,
        noticeChannel: input.noticeChannel,
        noticeRecipient: input.noticeRecipient?.trim() || null,
        noticedAt,
      })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "citation.issued",
      entity: "citation",
      entityId: row.id,
      after: row,
    });
    const link = appUrl(`/autuacoes/${row.id}`);
    const tz = city.municipality.timeZone;
    const defenceBy = defence?.dueAt
      ? formatDateTime(new Date(defence.dueAt), tz)
      : defence
        ? `${daysInWords(defence.days, defence.dayKind)} a contar ${defence.from}`
        : "a lei não fixa prazo de defesa";
    const rendered = renderTemplate("citation_issued", [
      row.number,
      row.article,
      city.cityName,
      defenceBy,
      defence?.article ?? "sem artigo de prazo na lei",
      link,
    ]);
    const people = await memberIds(tx, offenderOrgId, ["admin", "operator"]);
    await notify(tx, {
      event: "citation_issued",
      subject: row.id,
      userIds: people,
      orgId: offenderOrgId,
      timeZone: tz,
      now,
      render: () => rendered,
    });
    // The legal notice by e-mail (IN art. 7º) goes to the address the inspector typed, whatever its
    // owner's preferences, unless that person was notified above.
    const [typed] =
      input.noticeChannel === "email" && row.noticeRecipient
        ? await tx.select({ id: users.id }).from(users).where(eq(users.email, row.noticeRecipient))
        : [];
    if (input.noticeChannel === "email" && row.noticeRecipient && !(typed && people.includes(typed.id)))
      await enqueueEmail(
        tx,
        row.noticeRecipient,
        emails.citationIssued(row.number, city.cityName, row.article, link),
        offenderOrgId,
      );
    return row;
  });
}

/** WhatsApp read confirmation (IN art. 7º, §1º): deadlines start from it. */
export async function confirmNoticeRead(city: CityScope, id: string, readAt: Date, now: Date = new Date()) {
  if (readAt.getTime() > now.getTime())
    throw invalidField("readAt", "A confirmação de leitura não pode ser no futuro.");
  return city.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(citations)
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, id)));
    if (!c) throw notFound("Auto de infração");
    if (c.noticeChannel !== "whatsapp" || c.noticeReadAt)
      throw new DomainError(
        "CONFLICT",
        "Só um auto enviado por WhatsApp, ainda sem confirmação, recebe confirmação de leitura.",
      );
    if (readAt.getTime() < c.issuedAt.getTime())
      throw invalidField("readAt", "A leitura não pode ser anterior à emissão do auto.");
    const deadlines = datedDeadlines(
      c.fine as unknown as FineResult,
      { noticedAt: readAt, decidedAt: c.decidedAt },
      city.municipality.timeZone,
      city.municipality.uf,
    );
    const defence = defenceDeadline(deadlines);
    const payment = paymentDeadline(deadlines);
    const [row] = await tx
      .update(citations)
      .set({
        noticeReadAt: readAt,
        noticedAt: readAt,
        deadlines,
        defenceDueAt: defence?.dueAt ? new Date(defence.dueAt) : null,
        paymentDueAt: payment?.dueAt ? new Date(payment.dueAt) : c.paymentDueAt,
        updatedAt: now,
      })
      .where(and(eq(citations.orgId, city.orgId), eq(citations.id, id)))
      .returning();
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "citation.notice_read",
      entity: "citation",
      entityId: id,
      before: c,
      after: row,
    });
    return row;
  });
}
