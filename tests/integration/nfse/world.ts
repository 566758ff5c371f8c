import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orgs } from "@/server/db/schema";
import { makeA1, makeTestCa, type TestCa } from "@/server/services/nfse/fake/pki";
import { type FakeSefin, startFakeSefin } from "@/server/services/nfse/fake/sefin";
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
  o: { simples?: "none" | "mei" | "me_epp"; client?: "company" | "person"; series?: string } = {},
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
    autoIssue: false,
    defaultTribNac: "070901",
  });
  const draft = await w.as.admin.invoicing.createForOrder({ orderId: order.id, dueDate: "31/12/2031" });
  await w.as.admin.invoicing.issue({ id: draft.id });
  return { w, a1, invoiceId: draft.id };
}
