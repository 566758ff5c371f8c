import { eq, sql } from "drizzle-orm";
import { type MemberRole, ROLES_BY_ORG_KIND } from "@/lib/roles";
import type { DbHandle } from "@/server/db/client";
import { drivers, orgs } from "@/server/db/schema";
import { callerFor, makeMember, makeOrg } from "./factories";

export type World = Awaited<ReturnType<typeof makeWorld>>;

/** One org of each kind, with one member per role of that kind, and one row in every tenant table. */
export async function makeWorld(h: DbHandle, tag: string) {
  const members = {} as Record<MemberRole, { id: string; sessionVersion: number; orgId: string }>;
  const orgIds: string[] = [];
  const orgOf = {} as Record<keyof typeof ROLES_BY_ORG_KIND, string>;
  for (const [kind, roles] of Object.entries(ROLES_BY_ORG_KIND)) {
    const org = await makeOrg(h.db, { kind: kind as keyof typeof ROLES_BY_ORG_KIND, name: `${tag} ${kind}` });
    // BETA lives in another municipality: a city's explicit reads of its own municipality must not reach it.
    if (tag === "BETA")
      await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, org.id));
    orgIds.push(org.id);
    orgOf[kind as keyof typeof ROLES_BY_ORG_KIND] = org.id;
    for (const role of roles) {
      const user = await makeMember(h.db, org.id, role, `${tag} ${role}`, { isManager: true });
      members[role] = { ...user, orgId: org.id };
    }
  }
  const as = (role: MemberRole) => callerFor(h.db, members[role], members[role].orgId);
  const cacamba = await as("admin").fleet.createCacamba({ capacityM3: 5 });
  const truck = await as("admin").fleet.createTruck({ plate: tag === "ALFA" ? "AAA1A11" : "BBB2B22" });
  const [driver] = await h.db
    .insert(drivers)
    .values({
      orgId: members.admin.orgId,
      name: `${tag} motorista`,
      cnhNumber: "12345678900",
      cnhCategory: "C",
      cnhValidUntil: "2030-01-01",
    })
    .returning();
  const site = await as("client").sites.create({
    name: `${tag} obra`,
    address: "Rua Halfeld, 100",
    cep: "36010000",
    municipalityId: "juiz-de-fora-mg",
    lat: -21.76,
    lon: -43.35,
  });
  const rows = { cacambaId: cacamba.id, truckId: truck.id, driverId: driver?.id ?? "", siteId: site.id };
  return { tag, members, orgIds, orgOf, rows, as };
}

export function tablesOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every row any tenant table holds for the world's orgs, found through the catalog, not by hand. */
export async function snapshot(h: DbHandle, world: World) {
  const tables = await h.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'org_id' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { table_name } of tablesOf<{ table_name: string }>(tables)) {
    const result = await h.db.execute(
      sql`select * from ${sql.identifier(table_name)} where org_id in ${sql.raw(`('${world.orgIds.join("','")}')`)} order by 1, 2`,
    );
    rows[table_name] = tablesOf(result);
  }
  const orgRows = await h.db.execute(
    sql`select * from orgs where id in ${sql.raw(`('${world.orgIds.join("','")}')`)}`,
  );
  rows.orgs = tablesOf(orgRows);
  return rows;
}

export function idsIn(snap: Record<string, unknown[]>): string[] {
  const ids = new Set<string>();
  for (const rows of Object.values(snap)) {
    for (const row of rows as Record<string, unknown>[]) if (typeof row.id === "string") ids.add(row.id);
  }
  return [...ids];
}

const tableNames = new WeakMap<DbHandle, string[]>();

/**
 * A fingerprint of every row version of every table of the database (one md5 per table of each row's
 * `ctid` and `xmin`, in one query), found through the catalog: any insert, update (even to the same
 * values) or delete changes it, without reading the rows' contents. Compare two to know whether a call
 * changed anything, and which tables.
 * `except` leaves out tables that record attempts by design (rate-limit counters).
 */
export async function databaseFingerprint(
  h: DbHandle,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  tableNames.set(
    h,
    tableNames.get(h) ??
      tablesOf<{ table_name: string }>(
        await h.db.execute<{ table_name: string }>(
          sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        ),
      ).map((t) => t.table_name),
  );
  const tables = (tableNames.get(h) ?? []).filter((t) => !except.includes(t));
  const parts = tables.map(
    (t) =>
      sql`select ${t}::text as t, (select md5(coalesce(string_agg(ctid::text || xmin::text, ',' order by ctid), '')) from ${sql.identifier(t)}) as h`,
  );
  const rows = tablesOf<{ t: string; h: string }>(await h.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
