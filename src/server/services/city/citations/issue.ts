import { and, eq, sql } from "drizzle-orm";
import { autoProvisions, citeIn, type FineResult } from "@/domain";
import { articleWithoutLaw } from "@/domain/fines/article-words";
import { localYear } from "@/domain/fines/update";
import { plural } from "@/domain/plural";
import { formatDate, formatDateTime, formatMoneyCents } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import { citations, haulerProfiles, inspections, orgs, receiverProfiles, users } from "@/server/db/schema";
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
import { fineFor } from "./fine";

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
  if (fine.notInForce) throw invalidField("article", fine.notInForce.message);
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
      articleWithoutLaw(row.article),
      city.cityName,
      formatDate(row.issuedAt, tz),
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
