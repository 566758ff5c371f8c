import { execFile, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, type DbHandle, openDatabase, targetFromEnv } from "@/server/db/client";
import { memberships, orgs, storedFiles, users } from "@/server/db/schema";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";
import { storeUpload, uploadDepsFromEnv } from "@/server/services/files/upload";
import { makeBackup } from "../../../scripts/backup/make-backup";
import { type Manifest, readManifest } from "../../../scripts/backup/manifest";
import { restoreBackup } from "../../../scripts/backup/restore-backup";
import { emptyServerDatabase } from "../../helpers/db";
import { makeOrg } from "../../helpers/factories";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const PDF = Buffer.from("%PDF-1.4\n% alvará da caçamba\n%%EOF\n");
const SECRET = "segredo-das-sessoes-de-teste";

const temp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "cc-backup-"));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

async function* oneChunk(bytes: Uint8Array) {
  yield bytes;
}

/** An environment naming only the installation (no S3: files on the local disk). */
const envOf = <T extends { DATA_DIR: string; DATABASE_URL?: string }>(vars: T) => ({
  NODE_ENV: "test" as const,
  ...vars,
});

const open = async (env: NodeJS.ProcessEnv) => openDatabase(targetFromEnv(env));

/** The demo data, one uploaded file (on local disk under DATA_DIR) and the generated AUTH_SECRET. */
async function makeInstallation(env: NodeJS.ProcessEnv & { DATA_DIR: string }) {
  const h = await open(env);
  try {
    await h.migrate();
    await seedDemoIfEmpty(h.db);
    const [admin] = await h.db
      .select({ userId: memberships.userId, orgId: memberships.orgId })
      .from(memberships)
      .innerJoin(orgs, eq(orgs.id, memberships.orgId))
      .where(and(eq(orgs.kind, "hauler"), eq(memberships.role, "admin")))
      .limit(1);
    if (!admin) throw new Error("the demo has no hauler admin");
    const scope = { db: h.db, ...admin, orgKind: "hauler" as const, role: "admin" as const, isManager: true };
    await storeUpload(
      scope,
      { purpose: "licence_document", originalName: "alvara.pdf", body: oneChunk(PDF) },
      uploadDepsFromEnv(env),
    );
    writeFileSync(join(env.DATA_DIR, "auth-secret"), SECRET);
    return await rowsOf(h.db);
  } finally {
    await h.close();
  }
}

/** Whole rows of a few tables, in a stable order: what a restore must give back unchanged. */
async function rowsOf(db: Db) {
  return {
    orgs: await db.select().from(orgs).orderBy(orgs.id),
    users: await db.select().from(users).orderBy(users.id),
    storedFiles: await db.select().from(storedFiles).orderBy(storedFiles.id),
  };
}

async function rowsAt(env: NodeJS.ProcessEnv) {
  const h: DbHandle = await open(env);
  try {
    return await rowsOf(h.db);
  } finally {
    await h.close();
  }
}

/** The uploaded file's bytes as the app finds them under DATA_DIR. */
function uploadedBytes(dataDir: string, rows: Awaited<ReturnType<typeof rowsOf>>) {
  const key = rows.storedFiles[0]?.storageKey ?? "";
  return readFileSync(join(dataDir, "files", key));
}

function expectSameBackup(manifest: Manifest, restored: Record<string, number>) {
  expect(restored).toEqual(manifest.tables);
  expect(manifest.tables["public.users"]).toBeGreaterThan(0);
  expect(manifest.tables["public.ctrs"]).toBeGreaterThan(0);
  expect(manifest.tables["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
  expect(manifest.files).toEqual({ count: 1, bytes: PDF.length });
  expect(manifest.keys.find((k) => k.file === "auth-secret")?.copied).toBe(true);
}

const cli = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, ...env },
    cwd: process.cwd(),
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

describe("npm run backup / npm run restore", () => {
  it("embedded database: backs up, refuses to restore over it, restores into a wiped DATA_DIR with the same rows, files and key", async () => {
    const dataDir = tempDir();
    const env = envOf({ DATA_DIR: dataDir });
    const before = await makeInstallation(env);
    const log: string[] = [];
    const backup = await makeBackup(env, join(tempDir(), "backups"), { log: (l) => log.push(l) });
    expect(log.join("\n")).toContain("Backup pronto em");
    expect(readdirSync(backup).sort()).toEqual([
      "arquivos",
      "auth-secret",
      "banco-pglite.tar.gz",
      "manifesto.json",
    ]);
    const manifest = readManifest(backup);
    expect(manifest.kind).toBe("pglite");

    await expect(restoreBackup(env, backup, { log: () => {} })).rejects.toThrow(
      /Nada foi alterado: já existe um banco embutido/,
    );

    rmSync(dataDir, { recursive: true, force: true });
    const restored = await restoreBackup(env, backup, { log: (l) => log.push(l) });
    expectSameBackup(manifest, restored);
    expect(log.join("\n")).toContain("iguais ao backup");
    expect(await rowsAt(env)).toEqual(before);
    expect(uploadedBytes(dataDir, before)).toEqual(PDF);
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8")).toBe(SECRET);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("embedded database while the app runs: refused with the lock's message, and no folder left behind", async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, "pglite"));
    // Another Node process holds the data directory's lock, as `npm start` does (this process's own lock would let it in).
    const app = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      writeFileSync(join(dataDir, "pglite.lock"), String(app.pid));
      const into = join(tempDir(), "backups");
      await expect(makeBackup(envOf({ DATA_DIR: dataDir }), into, { log: () => {} })).rejects.toThrow(
        `já está aberto pelo processo ${app.pid}`,
      );
      expect(existsSync(into)).toBe(false);
    } finally {
      app.kill();
    }
  });

  // Where the suite runs without a PostgreSQL server, only the embedded case exists: never a skipped test.
  if (serverUrl) {
    it("PostgreSQL: pg_dump backup; a restore over the changed database is refused, then replaces it with --force; a wiped one gets the same rows", async () => {
      const db = await emptyServerDatabase(serverUrl);
      const wiped = await emptyServerDatabase(serverUrl);
      try {
        const env = envOf({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
        const before = await makeInstallation(env);
        const into = tempDir();
        const made = await cli("backup", [into], env);
        expect(made.stdout).toContain("Backup pronto em");
        const [name] = readdirSync(into);
        const backup = join(into, name ?? "");
        expect(readdirSync(backup).sort()).toEqual([
          "arquivos",
          "auth-secret",
          "banco.pgdump",
          "manifesto.json",
        ]);
        const manifest = readManifest(backup);
        expect(manifest.kind).toBe("postgres");

        const h = await open(env);
        await makeOrg(h.db, { kind: "generator", name: "Feita depois do backup" });
        await h.close();
        const refused = await cli("restore", [backup], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("Nada foi alterado: o banco de destino já tem");
        expect(refused.stderr).toContain("--force");
        expect((await rowsAt(env)).orgs).toHaveLength(before.orgs.length + 1);

        const app = postgres(db.url, { max: 1 });
        await app`select 1`;
        await expect(restoreBackup(env, backup, { log: () => {}, force: true })).rejects.toThrow(
          /Há 1 outra\(s\) conexão\(ões\) abertas neste banco: pare o aplicativo/,
        );
        await app.end();

        expectSameBackup(manifest, await restoreBackup(env, backup, { log: () => {}, force: true }));
        expect(await rowsAt(env)).toEqual(before);

        const fresh = envOf({ DATABASE_URL: wiped.url, DATA_DIR: tempDir() });
        expectSameBackup(manifest, await restoreBackup(fresh, backup, { log: () => {} }));
        expect(await rowsAt(fresh)).toEqual(before);
        expect(uploadedBytes(fresh.DATA_DIR, before)).toEqual(PDF);
        expect(readFileSync(join(fresh.DATA_DIR, "auth-secret"), "utf8")).toBe(SECRET);
      } finally {
        await db.drop();
        await wiped.drop();
      }
    });
  }
});
