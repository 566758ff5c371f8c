import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { formatCacambaNumber } from "@/lib/format";
import { TEXT_MAX, textSchema } from "@/lib/validators";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { cacambas, citizenReports, memberships, orgs, placements, users } from "@/server/db/schema";
import { invalidField, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { sniffType } from "@/server/services/files/sniff";
import { cacambaCodeMatches, pickByCode } from "@/server/services/fleet/public-code";
import { shouldEmailReport, throttleCitizenReport } from "./citizen-report-limits";
import { cityEmails } from "./emails";
import type { CityScope } from "./scope";

export const REPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The whole form: the photo plus room for the text fields and the multipart framing. */
export const REPORT_FORM_MAX_BYTES = REPORT_PHOTO_MAX_BYTES + 100_000;
export const REPORT_TOO_LARGE = "Foto grande demais: o limite é 5 MB.";

/** The typed parts of a report, under the API's text rules (no NUL, no broken characters, bounded). */
const reportText = z.object({
  code: textSchema(40).min(4, "Código da caçamba inválido."),
  text: textSchema(TEXT_MAX.note).min(10, "Descreva o problema em pelo menos 10 caracteres."),
  contact: textSchema(TEXT_MAX.name).nullable().optional(),
});

export interface CitizenReportInput {
  code: string;
  text: string;
  contact?: string | null;
  lat?: number | null;
  lon?: number | null;
  photo?: Buffer | null;
}

/**
 * A citizen's report from the caçamba's public page: kept by the hauler that owns the caçamba and
 * shown to the city of the municipality where it stands (its current placement, else the hauler's
 * home). Limited per sender address; the hauler's admins and dispatchers and the city's auditors are
 * e-mailed for the first report their org receives in an hour (the rest are in their lists). Nothing
 * identifies the sender unless they leave a contact.
 */
export async function submitCitizenReport(
  db: Db,
  input: CitizenReportInput,
  sender: { ip: string; now: Date },
) {
  const checked = reportText.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw invalidField(String(issue?.path[0] ?? "text"), issue?.message ?? "Confira a denúncia.");
  }
  const { text, code, contact } = checked.data;
  let photoType: string | null = null;
  if (input.photo && input.photo.byteLength > 0) {
    if (input.photo.byteLength > REPORT_PHOTO_MAX_BYTES) throw invalidField("photo", REPORT_TOO_LARGE);
    const t = sniffType(input.photo);
    if (t !== "image/jpeg" && t !== "image/png") throw invalidField("photo", "Envie a foto em JPEG ou PNG.");
    photoType = t;
  }
  await throttleCitizenReport(db, sender.ip, sender.now);
  const c = pickByCode(
    await db
      .select({
        id: cacambas.id,
        orgId: cacambas.orgId,
        number: cacambas.number,
        home: orgs.municipalityId,
        publicCode: cacambas.publicCode,
      })
      .from(cacambas)
      .innerJoin(orgs, eq(orgs.id, cacambas.orgId))
      .where(cacambaCodeMatches(code)),
    code,
  );
  if (!c) throw notFound("Caçamba");
  const [placed] = await db
    .select({ municipalityId: placements.municipalityId })
    .from(placements)
    .where(
      and(eq(placements.orgId, c.orgId), eq(placements.cacambaId, c.id), eq(placements.status, "placed")),
    )
    .limit(1);
  const municipalityId = placed?.municipalityId ?? c.home;
  const [city] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.kind, "city"), eq(orgs.status, "active"), eq(orgs.municipalityId, municipalityId)))
    .orderBy(asc(orgs.createdAt))
    .limit(1);
  return db.transaction(async (tx) => {
    const haulerEmailed = await shouldEmailReport(tx, "hauler", c.orgId, sender.now);
    const cityEmailed = city ? await shouldEmailReport(tx, "city", city.id, sender.now) : false;
    const [row] = await tx
      .insert(citizenReports)
      .values({
        orgId: c.orgId,
        cacambaId: c.id,
        cacambaCode: code,
        cacambaNumber: c.number,
        municipalityId,
        cityOrgId: city?.id ?? null,
        text,
        contact: contact || null,
        lat: input.lat ?? null,
        lon: input.lon ?? null,
        photo: photoType ? (input.photo as Buffer) : null,
        photoType,
        haulerEmailed,
        cityEmailed,
        createdAt: sender.now,
      })
      .returning({ id: citizenReports.id, createdAt: citizenReports.createdAt });
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: c.orgId,
      actorUserId: null,
      action: "citizen_report.received",
      entity: "cacamba",
      entityId: c.id,
      after: { reportId: row.id, cityOrgId: city?.id ?? null },
    });
    const number = formatCacambaNumber(c.number);
    const toEmail = [haulerEmailed && c.orgId, cityEmailed && city?.id].filter((o): o is string => !!o);
    if (toEmail.length === 0) return row;
    const roles = await tx
      .select({ orgId: memberships.orgId, role: memberships.role, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(memberships.orgId, toEmail));
    for (const m of roles) {
      const hauler = m.orgId === c.orgId && (m.role === "admin" || m.role === "dispatcher");
      const auditor = m.orgId === city?.id && m.role === "auditor";
      if (!hauler && !auditor) continue;
      const link = appUrl(hauler ? "/autuacoes" : "/fiscalizacao/denuncias");
      await enqueueEmail(tx, m.email, cityEmails.citizenReport(number, text, link), m.orgId);
    }
    return row;
  });
}

const columns = {
  id: citizenReports.id,
  orgId: citizenReports.orgId,
  haulerName: orgs.legalName,
  cacambaNumber: citizenReports.cacambaNumber,
  municipalityId: citizenReports.municipalityId,
  text: citizenReports.text,
  contact: citizenReports.contact,
  lat: citizenReports.lat,
  lon: citizenReports.lon,
  photoType: citizenReports.photoType,
  createdAt: citizenReports.createdAt,
};

export function listCityReports(city: CityScope) {
  return city.db
    .select(columns)
    .from(citizenReports)
    .innerJoin(orgs, eq(orgs.id, citizenReports.orgId))
    .where(eq(citizenReports.cityOrgId, city.orgId))
    .orderBy(desc(citizenReports.createdAt))
    .limit(300);
}

export function listHaulerReports(scope: OrgScope) {
  return scope.db
    .select(columns)
    .from(citizenReports)
    .innerJoin(orgs, eq(orgs.id, citizenReports.orgId))
    .where(eq(citizenReports.orgId, scope.orgId))
    .orderBy(desc(citizenReports.createdAt))
    .limit(300);
}

/** The report's photo, for the hauler that owns it or the city it was sent to. */
export async function reportPhoto(scope: OrgScope, id: string) {
  const owner = scope.orgKind === "city" ? citizenReports.cityOrgId : citizenReports.orgId;
  const [row] = await scope.db
    .select({ photo: citizenReports.photo, type: citizenReports.photoType })
    .from(citizenReports)
    .where(and(eq(owner, scope.orgId), eq(citizenReports.id, id)));
  if (!row?.photo || !row.type) throw notFound("Foto da denúncia");
  return { type: row.type, base64: row.photo.toString("base64") };
}
