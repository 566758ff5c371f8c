import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MTR_SYSTEMS } from "@/domain/mtr";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { forgetMtrTokens } from "@/server/mtr/client";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { startDemoSefin } from "@/server/services/nfse/fake/demo";
import { caFromPems } from "@/server/services/nfse/fake/pki";
import { sealedDataProblems } from "@/server/services/sealed-data";
import { ensureAuthSecret, ensureNfseCertKey } from "../../../scripts/auth-secret";
import { makeBackup } from "../../../scripts/backup/make-backup";
import { readManifest } from "../../../scripts/backup/manifest";
import { restoreBackup } from "../../../scripts/backup/restore-backup";
import { makeMtrWorld } from "../../fixtures/mtr/world";
import { callerFor } from "../../helpers/factories";
import { invoiceReadyForNfse } from "../nfse/world";

/**
 * A restore on another machine: the keys the stored data needs (the A1 certificates' key, the session
 * secret that seals the MTR passwords, the NFS-e simulator's test CA) come back with the database, so
 * the restored installation issues an NFS-e and an MTR with what it stored — nothing typed again.
 */

const temp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "cc-restore-keys-"));
  temp.push(dir);
  return dir;
};
/** The environment naming an embedded installation in `dataDir` (the keys in its files, none in variables). */
const installation = (dataDir: string) => ({ NODE_ENV: "test" as const, DATA_DIR: dataDir });
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/**
 * What `npm start` does before serving, on `dataDir` (scripts/serve.ts): the keys from its files (made
 * when missing), the NFS-e simulator on its test CA there, and the built-in MTR fake. Answers the
 * simulator's CA and the database, open and migrated.
 */
async function startOn(dataDir: string) {
  for (const name of ["AUTH_SECRET", "NFSE_CERT_KEY", "CREDENTIALS_KEY"]) delete process.env[name];
  process.env.DATA_DIR = dataDir;
  ensureAuthSecret(dataDir);
  ensureNfseCertKey(dataDir);
  const sefin = await startDemoSefin(dataDir, { cnpj: "11222333000181", holder: "Demo" });
  const mtr = await startFakeMtrServer();
  Object.assign(process.env, {
    NFSE_SEFIN_URL: sefin.fake.sefinUrl,
    NFSE_ADN_URL: sefin.fake.adnUrl,
    NFSE_CA_FILE: sefin.caFile,
    NFSE_TIMEOUT_MS: "5000",
    MTR_TIMEOUT_MS: "2000",
  });
  for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = mtr.baseUrl(s);
  forgetMtrTokens();
  const h: DbHandle = await openDatabase({ pgliteDir: dataDir });
  await h.migrate();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await h.close();
    await sefin.fake.close();
    await mtr.close();
  };
  closers.push(stop);
  const ca = caFromPems({
    certPem: readFileSync(sefin.caFile, "utf8"),
    keyPem: readFileSync(join(dataDir, "nfse-simulador", "ca-key.pem"), "utf8"),
  });
  return { h, ca, stop };
}

describe("a restore into an empty folder keeps every key the stored data needs", () => {
  it("backs up an installation with an uploaded A1 and MTR logins; restored elsewhere, it issues an NFS-e and an MTR with them; a backup without the certificates' key says so at restore and at start", async () => {
    const original = tempDir();
    const before = await startOn(original);
    const { w: nfseWorld, invoiceId } = await invoiceReadyForNfse(before.h.db, before.ca);
    const mtrWorld = await makeMtrWorld(before.h.db, "RST", "feam");
    const ctr = await mtrWorld.haulerDispatcher.ctr.hauler.issue(mtrWorld.issueInput);
    await before.stop();

    const backup = await makeBackup(installation(original), join(tempDir(), "backups"), { log: () => {} });
    const manifest = readManifest(backup);
    expect(manifest.sealed).toEqual({ certificates: 1, mtrCredentials: 3 });
    expect(manifest.keys.filter((k) => k.copied).map((k) => k.file)).toEqual([
      "nfse-cert-key",
      "auth-secret",
      "nfse-simulador",
    ]);
    const restored = join(tempDir(), "nova-maquina");
    const log: string[] = [];
    await restoreBackup(installation(restored), backup, { log: (l) => log.push(l) });
    expect(log.join("\n")).toContain("iguais ao backup");
    expect(log.join("\n")).not.toContain("ATENÇÃO");

    const after = await startOn(restored);
    expect(await sealedDataProblems(after.h.db)).toEqual([]);
    const nfseAdmin = callerFor(after.h.db, nfseWorld.users.admin, nfseWorld.hauler.id);
    const note = await nfseAdmin.nfse.issue({ invoiceId });
    expect(note).toMatchObject({ status: "authorised", problems: [] });
    const dispatcher = callerFor(after.h.db, mtrWorld.users.dispatcher, mtrWorld.hauler.id);
    const mtr = await dispatcher.mtr.hauler.request({ ctrId: ctr.id });
    expect(mtr).toMatchObject({ status: "issued", system: "feam" });
    await after.stop();

    // A backup made before the keys were listed (format 1): only the session key in it.
    const old = join(tempDir(), "backup-antigo");
    cpSync(backup, old, { recursive: true });
    for (const key of ["nfse-cert-key", "nfse-simulador"]) rmSync(join(old, key), { recursive: true });
    const { keys: _keys, sealed: _sealed, ...rest } = manifest;
    writeFileSync(join(old, "manifesto.json"), JSON.stringify({ ...rest, format: 1, authSecret: true }));
    const oldLog: string[] = [];
    const withoutKey = join(tempDir(), "sem-chave");
    await restoreBackup(installation(withoutKey), old, { log: (l) => oldLog.push(l) });
    expect(oldLog.join("\n")).toMatch(
      /ATENÇÃO: o backup não traz a chave nfse-cert-key \/ NFSE_CERT_KEY, que abre os certificados A1/,
    );
    const started = await startOn(withoutKey);
    expect(await sealedDataProblems(started.h.db)).toEqual([
      expect.stringMatching(/^1 de 1 certificado A1 guardado não abre com a chave atual/),
    ]);
  }, 240_000);
});
