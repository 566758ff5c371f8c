import { eq, sql } from "drizzle-orm";
import { type MemberRole, ROLES_BY_ORG_KIND } from "@/lib/roles";
import type { DbHandle } from "@/server/db/client";
import { drivers, driverUsers, jobs, orgs, truckPositions } from "@/server/db/schema";
import { callerFor, makeMember, makeOrg } from "./factories";
import { today } from "./today";

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
  const yard = await as("admin").fleet.yards.create({
    name: `${tag} pátio`,
    address: "Rua Diomar Monteiro, 1200 — Benfica",
    lat: -21.703,
    lon: -43.438,
  });
  const truck = await as("admin").fleet.createTruck({
    plate: tag === "ALFA" ? "AAA1A11" : "BBB2B22",
    homeYardId: yard.id,
  });
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
  if (!driver) throw new Error("driver not created");
  // The driver is on the road: a job open and the position its phone reported (LGPD-scoped data).
  await h.db
    .insert(driverUsers)
    .values({ orgId: members.admin.orgId, driverId: driver.id, userId: members.driver.id });
  const [job] = await h.db
    .insert(jobs)
    .values({
      orgId: members.admin.orgId,
      kind: "dump",
      date: today(),
      truckId: truck.id,
      driverId: driver.id,
      status: "en_route",
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("job not created");
  await h.db.insert(truckPositions).values({
    orgId: members.admin.orgId,
    jobId: job.id,
    driverId: driver.id,
    truckId: truck.id,
    lat: -21.7612,
    lon: -43.3505,
    accuracyM: 12,
    recordedAt: new Date(),
  });
  const rows = {
    cacambaId: cacamba.id,
    truckId: truck.id,
    driverId: driver.id,
    siteId: site.id,
    jobId: job.id,
    yardId: yard.id,
  };
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

/**
 * A log of every row written, for tests that assert a call changed nothing: a row-level trigger on
 * every table of the database (found through the catalog) notes the table of each inserted, updated
 * (even to the same values) or deleted row in `test_row_changes`, in the writer's transaction — a
 * rolled-back write leaves no note. Test instrumentation only, installed on the test's own database.
 */
export async function watchRowChanges(h: DbHandle) {
  await h.db.execute(sql`create table test_row_changes (id bigserial primary key, table_name text not null)`);
  await h.db.execute(
    sql.raw(`create function test_note_row_change() returns trigger language plpgsql as $$
      begin insert into test_row_changes (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  const tables = tablesOf<{ table_name: string }>(
    await h.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_row_changes'`,
    ),
  );
  for (const { table_name } of tables)
    await h.db.execute(
      sql`create trigger test_row_change after insert or update or delete on ${sql.identifier(table_name)} for each row execute function test_note_row_change()`,
    );
  let seen = 0;
  return {
    /** The tables written since the previous call (or since the watch began). */
    async changedSince(): Promise<string[]> {
      const rows = tablesOf<{ id: string | number; table_name: string }>(
        await h.db.execute(sql`select id, table_name from test_row_changes where id > ${seen} order by id`),
      );
      const last = rows[rows.length - 1];
      if (last) seen = Number(last.id);
      return [...new Set(rows.map((r) => r.table_name))];
    },
  };
}
