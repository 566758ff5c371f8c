import { and, desc, eq } from "drizzle-orm";
import { isRegulated, lawOf, type Municipality, resolveMunicipality } from "@/domain";
import { csvDate, writeCsv } from "@/domain/csv";
import { localParts } from "@/domain/time/zoned";
import { formatDateTime, formatIsoDate, formatTaxId, isoDateIn } from "@/lib/format";
import type { Db, DbOrTx } from "@/server/db/client";
import { type BulletinEntry, orgs, registryBulletins } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { renderBulletinPdf } from "@/server/pdf/bulletin/render";
import { writeAudit } from "@/server/services/audit/write";
import { operatorsIn } from "./operators";
import type { CityScope } from "./scope";

/** The article of the municipality's law requiring the bulletin, or null where it is published voluntarily. */
export function bulletinArticle(m: Municipality): string | null {
  const duty = lawOf(m).bulletin;
  return isRegulated(duty) ? duty.article : null;
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

/** CSV for spreadsheets in pt-BR (`@/domain/csv`: UTF-8 with BOM, `;`, dd/mm/aaaa): one row per org. */
export function bulletinCsv(referenceDate: string, entries: BulletinEntry[]): string {
  const head = ["data_referencia", "tipo", "razao_social", "cnpj_cpf", "licencas_validas"];
  const rows = entries.map((e) => [
    csvDate(referenceDate),
    e.kind === "hauler" ? "transportador" : "receptor",
    e.legalName,
    formatTaxId(e.taxId),
    e.licences
      .map((l) => `${l.label} nº ${l.number}${l.validUntil ? ` até ${formatIsoDate(l.validUntil)}` : ""}`)
      .join(" | "),
  ]);
  return writeCsv(head, rows);
}

/** The orgs licensed in the municipality on `at`'s day: the bulletin's list. */
export async function licensedOn(db: DbOrTx, m: Municipality, at: Date): Promise<BulletinEntry[]> {
  const rows = await operatorsIn(db, m.id, m.timeZone, at);
  return rows
    .filter((r) => r.licensed)
    .map(({ orgId, kind, legalName, taxId, licences }) => ({ orgId, kind, legalName, taxId, licences }));
}

async function generate(
  db: Db,
  city: { orgId: string; cityName: string; municipality: Municipality; userId: string | null },
  scheduled: boolean,
  now: Date,
) {
  const m = city.municipality;
  const referenceDate = isoDateIn(now, m.timeZone);
  const period = bimesterOf(now, m.timeZone);
  const entries = await licensedOn(db, m, now);
  const pdf = await renderBulletinPdf({
    cityName: city.cityName,
    municipalityName: `${m.name}/${m.uf}`,
    dutyArticle: bulletinArticle(m),
    period: periodLabel(period),
    referenceDate,
    generatedAt: formatDateTime(now, m.timeZone),
    entries,
  });
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(registryBulletins)
      .values({
        orgId: city.orgId,
        municipalityId: m.id,
        referenceDate,
        period,
        scheduled,
        entries,
        pdf,
        csv: bulletinCsv(referenceDate, entries),
        generatedBy: city.userId,
        generatedAt: now,
      })
      .onConflictDoNothing()
      .returning({
        id: registryBulletins.id,
        period: registryBulletins.period,
        referenceDate: registryBulletins.referenceDate,
      });
    const row = inserted[0];
    if (!row) return null;
    await writeAudit(tx, {
      orgId: city.orgId,
      actorUserId: city.userId,
      action: "bulletin.generated",
      entity: "registry_bulletin",
      entityId: row.id,
      after: { ...row, scheduled, count: entries.length },
    });
    return { ...row, count: entries.length };
  });
}

/** On demand, by an auditor: a new archived bulletin for today. */
export async function generateBulletin(city: CityScope, now: Date = new Date()) {
  const row = await generate(city.db, { ...city, userId: city.userId }, false, now);
  if (!row) throw new Error("bulletin not stored");
  return row;
}

/** The schedule: one bulletin per bimester per city org, the first time the worker runs in it. */
export async function generateScheduledBulletins(db: Db, now: Date = new Date()): Promise<number> {
  const cities = await db
    .select({ orgId: orgs.id, cityName: orgs.legalName, municipalityId: orgs.municipalityId })
    .from(orgs)
    .where(and(eq(orgs.kind, "city"), eq(orgs.status, "active")));
  let made = 0;
  for (const c of cities) {
    const m = resolveMunicipality(c.municipalityId);
    if (!m) continue;
    const [existing] = await db
      .select({ id: registryBulletins.id })
      .from(registryBulletins)
      .where(
        and(
          eq(registryBulletins.orgId, c.orgId),
          eq(registryBulletins.period, bimesterOf(now, m.timeZone)),
          eq(registryBulletins.scheduled, true),
        ),
      );
    if (existing) continue;
    if (
      await generate(db, { orgId: c.orgId, cityName: c.cityName, municipality: m, userId: null }, true, now)
    )
      made += 1;
  }
  return made;
}

export function listBulletins(city: CityScope) {
  return city.db
    .select({
      id: registryBulletins.id,
      period: registryBulletins.period,
      referenceDate: registryBulletins.referenceDate,
      scheduled: registryBulletins.scheduled,
      entries: registryBulletins.entries,
      generatedAt: registryBulletins.generatedAt,
    })
    .from(registryBulletins)
    .where(eq(registryBulletins.orgId, city.orgId))
    .orderBy(desc(registryBulletins.generatedAt))
    .limit(120);
}

/** The archived files of one bulletin, as generated. */
export async function bulletinFiles(city: CityScope, id: string) {
  const [row] = await city.db
    .select({
      pdf: registryBulletins.pdf,
      csv: registryBulletins.csv,
      period: registryBulletins.period,
      referenceDate: registryBulletins.referenceDate,
    })
    .from(registryBulletins)
    .where(and(eq(registryBulletins.orgId, city.orgId), eq(registryBulletins.id, id)));
  if (!row) throw notFound("Boletim");
  return row;
}
