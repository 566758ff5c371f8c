import { and, desc, eq } from "drizzle-orm";
import { type Municipality, resolveMunicipality } from "@/domain";
import { bimesterOf, bulletinArticle, bulletinLines, periodLabel } from "@/domain/bulletin/contents";
import { csvDate, writeCsv } from "@/domain/csv";
import { formatDateTime, formatIsoDate, formatTaxId, isoDateIn } from "@/lib/format";
import type { Db } from "@/server/db/client";
import type { ReadDb } from "@/server/db/read-replica";
import { type BulletinEntry, orgs, registryBulletins } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { renderBulletinPdf } from "@/server/pdf/bulletin/render";
import { writeAudit } from "@/server/services/audit/write";
import { operatorsIn } from "./operators";
import type { CityReadScope, CityScope } from "./scope";

/** The bulletin's duty, period and contents are the law module's (`@/domain/bulletin/contents`). */
export { bimesterOf, periodLabel } from "@/domain/bulletin/contents";

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
export async function licensedOn(db: ReadDb, m: Municipality, at: Date): Promise<BulletinEntry[]> {
  return bulletinLines(await operatorsIn(db, m.id, m.timeZone, at));
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
    dutyArticle: bulletinArticle(m.id),
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

export function listBulletins(city: CityReadScope) {
  return city.read
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

/**
 * The archived files of one bulletin, as generated. One the replica has not replayed yet (generated a
 * moment ago) is looked up on the primary before it is called missing.
 */
export async function bulletinFiles(city: CityReadScope, id: string) {
  const row =
    (await archivedFiles(city.read, city.orgId, id)) ??
    (city.read === city.db ? undefined : await archivedFiles(city.db, city.orgId, id));
  if (!row) throw notFound("Boletim");
  return row;
}

async function archivedFiles(db: ReadDb, orgId: string, id: string) {
  const [row] = await db
    .select({
      pdf: registryBulletins.pdf,
      csv: registryBulletins.csv,
      period: registryBulletins.period,
      referenceDate: registryBulletins.referenceDate,
    })
    .from(registryBulletins)
    .where(and(eq(registryBulletins.orgId, orgId), eq(registryBulletins.id, id)));
  return row;
}
