import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db, DbHandle } from "@/server/db/client";
import { invoiceLines, invoices, orgs } from "@/server/db/schema";
import { makeA1, makeTestCa, type TestCa } from "@/server/services/nfse/fake/pki";
import { type FakeSefin, startFakeSefin } from "@/server/services/nfse/fake/sefin";
import { freshDatabase } from "../../helpers/db";
import { randomCpf } from "../../helpers/factories";
import { servedOrder } from "../invoicing/world";

/**
 * The test CA, the fake Sefin/ADN on it, and the environment that points the NFS-e services at it
 * (URLs, the CA to trust, a store key, a short timeout). `stop()` in afterAll.
 */
export async function startNfseFake(): Promise<{
  ca: TestCa;
  fake: FakeSefin;
  env: Record<string, string>;
  stop(): Promise<void>;
}> {
  const ca = makeTestCa();
  const fake = await startFakeSefin(ca);
  const dir = mkdtempSync(join(tmpdir(), "nfse-ca-"));
  const caFile = join(dir, "ca.pem");
  writeFileSync(caFile, ca.certPem);
  const env = {
    NFSE_SEFIN_URL: fake.sefinUrl,
    NFSE_ADN_URL: fake.adnUrl,
    NFSE_CA_FILE: caFile,
    NFSE_CERT_KEY: randomBytes(32).toString("base64"),
    NFSE_TIMEOUT_MS: "5000",
  };
  Object.assign(process.env, env);
  return { ca, fake, env, stop: () => fake.close() };
}

/** A test file's own database and NFS-e fake (`startNfseFake`), made before its tests and closed after them. */
export interface NfseTestBed {
  h: DbHandle;
  ca: TestCa;
  fake: FakeSefin;
  env: Record<string, string>;
}

export function useNfseTestBed(): NfseTestBed {
  const bed = {} as NfseTestBed & { stop?: () => Promise<void> };
  beforeAll(async () => {
    bed.h = await freshDatabase();
    Object.assign(bed, await startNfseFake());
  });
  afterAll(async () => {
    await bed.stop?.();
    await bed.h?.close();
  });
  return bed;
}

const STAY = {
  placedAt: new Date("2026-12-01T10:00:00-03:00"),
  removedAt: new Date("2026-12-11T16:00:00-03:00"),
  weightT: 5,
};

/**
 * An issued invoice of a served order, and its hauler set up for the NFS-e by its admin: the A1 of
 * the hauler's CNPJ uploaded, regime and series saved. `client: "person"` makes the client a CPF.
 */
export async function invoiceReadyForNfse(
  db: Db,
  ca: TestCa,
  o: {
    simples?: "none" | "mei" | "me_epp";
    client?: "company" | "person";
    series?: string;
    /** "NFS-e ao emitir a fatura" on. */
    autoIssue?: boolean;
    /** Leave the invoice a draft (the test issues it). */
    draft?: boolean;
  } = {},
) {
  const { w, order } = await servedOrder(db, STAY);
  if (o.client === "person")
    await db
      .update(orgs)
      .set({ taxId: randomCpf(), personType: "person", legalName: "Maria da Silva Souza" })
      .where(eq(orgs.id, w.generator.id));
  const a1 = makeA1(ca, { cnpj: w.hauler.taxId, holder: w.hauler.legalName });
  await w.as.admin.nfse.uploadCertificate({ fileBase64: a1.pfx.toString("base64"), password: a1.password });
  await w.as.admin.nfse.saveSettings({
    municipalRegistration: "12345",
    simples: o.simples ?? "none",
    simplesIssRate: o.simples === "me_epp" ? 2.5 : null,
    simplesTotalRate: o.simples && o.simples !== "none" ? 6 : null,
    series: o.series ?? "1",
    nextNumber: 1,
    environment: "restricted",
    autoIssue: o.autoIssue ?? false,
    defaultTribNac: "070901",
  });
  const draft = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" });
  if (!o.draft) await w.as.admin.invoicing.issue({ id: draft.id });
  return { w, a1, invoiceId: draft.id };
}

type World = Awaited<ReturnType<typeof invoiceReadyForNfse>>["w"];

/** `n` more invoices of the world's hauler to its client (one line each), issued unless `status` says draft. */
export async function moreInvoices(db: Db, w: World, n: number, status: "issued" | "draft" = "issued") {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = await db
      .insert(invoices)
      .values({
        orgId: w.hauler.id,
        number: 1000 + i,
        clientOrgId: w.generator.id,
        kind: "order",
        status,
        subtotalCents: 35000 + i,
        totalCents: 35000 + i,
        dueDate: "2031-12-31",
        issuedAt: status === "issued" ? new Date() : null,
        createdBy: w.users.admin.id,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error("invoice not written");
    await db.insert(invoiceLines).values({
      orgId: w.hauler.id,
      invoiceId: row.id,
      position: 1,
      kind: "rental",
      description: `Locação de caçamba 5 m³ nº ${i}`,
      quantity: 1,
      unitCents: 35000 + i,
      amountCents: 35000 + i,
    });
    ids.push(row.id);
  }
  return ids;
}

/** The hauler's admin as a service scope (without the database), for a process of its own. */
export const scopeOf = (w: World) => ({
  userId: w.users.admin.id,
  orgId: w.hauler.id,
  orgKind: "hauler",
  role: "admin",
  isManager: false,
});

/** An app process running tests/integration/nfse/issuer.ts with `env`: its exit code and what it printed. */
export function issuer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/nfse/issuer.ts"], {
    env,
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, out })),
  );
  return { child, exited };
}
