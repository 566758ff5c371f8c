import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { orgs } from "@/server/db/schema";
import { randomCnpj } from "../../helpers/factories";

const serverUrl = process.env.TEST_DATABASE_URL;
const TAG = "client_link_requests";

/** A copy of the migrations folder as it was just before the migration tagged `tag`. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), "cc-migrations-"));
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(tag)),
  );
  mkdirSync(join(dir, "meta"));
  for (const e of entries) cpSync(join("drizzle", `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** An empty database (a new one on the server in TEST_DATABASE_URL, else in-memory PGlite) migrated by folder. */
async function emptyDatabase() {
  if (serverUrl) {
    const name = `cc_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const conn = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const db = drizzlePostgres(conn);
    return {
      db,
      migrate: (migrationsFolder: string) => migratePostgres(db, { migrationsFolder }),
      close: async () => {
        await conn.end();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const pg = new PGlite("memory://");
  const db = drizzlePglite(pg);
  return {
    db,
    migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    close: () => pg.close(),
  };
}

describe("the link-request migration on existing data", () => {
  const old = migrationsBefore(TAG);
  afterAll(() => rmSync(old, { recursive: true, force: true }));

  it("memberless generators become private records of the hauler that linked them first; generators with people stand on their own", async () => {
    const h = await emptyDatabase();
    try {
      await h.migrate(old);
      const org = async (kind: string, legalName: string) => {
        const rows = await h.db.execute<{ id: string }>(sql`
          insert into orgs (kind, legal_name, tax_id, municipality_id)
          values (${kind}, ${legalName}, ${randomCnpj()}, 'juiz-de-fora-mg') returning id`);
        const row = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows)[0];
        if (!row) throw new Error("no org");
        return row.id;
      };
      const first = await org("hauler", "Primeira");
      const second = await org("hauler", "Segunda");
      const phoneClient = await org("generator", "Cliente por telefone");
      const portalClient = await org("generator", "Cliente com conta");
      const loose = await org("generator", "Sem vínculo");
      await h.db.execute(sql`insert into hauler_clients (org_id, generator_org_id, created_at) values
        (${second}, ${phoneClient}, '2025-03-01'), (${first}, ${phoneClient}, '2025-01-01'),
        (${first}, ${portalClient}, '2025-01-01')`);
      await h.db.execute(sql`
        with u as (insert into users (email, name, password_hash) values ('pessoa@exemplo.com.br', 'Pessoa', 'x') returning id)
        insert into memberships (org_id, user_id, role) select ${portalClient}, u.id, 'client' from u`);

      await h.migrate(join(process.cwd(), "drizzle"));

      const rows = await h.db
        .select({ id: orgs.id, managedByOrgId: orgs.managedByOrgId })
        .from(orgs)
        .where(eq(orgs.kind, "generator"));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.managedByOrgId]))).toEqual({
        [phoneClient]: first,
        [portalClient]: null,
        [loose]: null,
      });
    } finally {
      await h.close();
    }
  }, 180_000);
});
