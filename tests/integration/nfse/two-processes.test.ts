import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { nfseDocuments } from "@/server/db/schema";
import type { TestCa } from "@/server/services/nfse/fake/pki";
import type { FakeSefin } from "@/server/services/nfse/fake/sefin";
import { issueNfse, recoverNfse } from "@/server/services/nfse/issue";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";
import { invoiceReadyForNfse, issuer, moreInvoices, scopeOf, startNfseFake } from "./world";

const serverUrl = process.env.TEST_DATABASE_URL;

describe("NFS-e across processes", () => {
  let ca: TestCa;
  let fake: FakeSefin;
  let fakeEnv: Record<string, string>;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ ca, fake, env: fakeEnv, stop } = await startNfseFake());
  });
  afterAll(() => stop());

  // One of the two cases is defined, by where the suite runs: never a skipped test.
  if (serverUrl) {
    it("PostgreSQL: two processes issuing the same 200 invoices at once → 200 notes, DPS numbers 1–200 without a gap", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const h = await openDatabase({ url: target.url });
      try {
        await h.migrate();
        const { w, invoiceId } = await invoiceReadyForNfse(h.db, ca);
        const ids = [invoiceId, ...(await moreInvoices(h.db, w, 199))];
        const env = {
          ...process.env,
          ...fakeEnv,
          DATABASE_URL: target.url,
          SCOPE: JSON.stringify(scopeOf(w)),
          CONCURRENCY: "3",
        };
        const a = issuer({ ...env, INVOICE_IDS: ids.join(",") });
        const b = issuer({ ...env, INVOICE_IDS: [...ids].reverse().join(",") });
        expect(await a.exited).toEqual({ code: 0, out: "done\n" });
        expect(await b.exited).toEqual({ code: 0, out: "done\n" });
        const docs = await h.db
          .select()
          .from(nfseDocuments)
          .where(and(eq(nfseDocuments.orgId, w.hauler.id), inArray(nfseDocuments.invoiceId, ids)));
        expect(docs).toHaveLength(200);
        expect(docs.every((d) => d.status === "authorised")).toBe(true);
        expect(docs.map((d) => d.number).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 200 }, (_, i) => i + 1),
        );
        expect(new Set(docs.map((d) => d.invoiceId)).size).toBe(200);
        const mine = [...fake.notes.values()].filter((n) => n.dpsId.includes(w.hauler.taxId));
        expect(mine).toHaveLength(200);
      } finally {
        await h.close();
        await target.drop();
      }
    }, 300_000);

    it("PostgreSQL: a process killed mid-send leaves the DPS em verificação; the next start recovers it without a second note", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const h = await openDatabase({ url: target.url });
      try {
        await h.migrate();
        const { w, invoiceId } = await invoiceReadyForNfse(h.db, ca);
        fake.holdAfterAuthorising(1);
        const p = issuer({
          ...process.env,
          ...fakeEnv,
          NFSE_TIMEOUT_MS: "60000",
          DATABASE_URL: target.url,
          SCOPE: JSON.stringify(scopeOf(w)),
          INVOICE_IDS: invoiceId,
        });
        const sentDps = async () => {
          for (let i = 0; i < 600; i++) {
            const [d] = await h.db.select().from(nfseDocuments).where(eq(nfseDocuments.invoiceId, invoiceId));
            if (d && [...fake.notes.values()].some((n) => n.dpsId === d.dpsId)) return d;
            await new Promise((r) => setTimeout(r, 100));
          }
          throw new Error("the DPS never reached the fake");
        };
        const held = await sentDps();
        p.child.kill("SIGKILL");
        await p.exited;
        expect(held.status).toBe("verifying");
        // The killed process's lease (3 × 60 s + 2 s) is still on: as a restart after it ran out.
        await h.db
          .update(nfseDocuments)
          .set({ sendingUntil: new Date(Date.now() - 1) })
          .where(eq(nfseDocuments.id, held.id));
        expect(await recoverNfse(h.db)).toBe(1);
        const [after] = await h.db.select().from(nfseDocuments).where(eq(nfseDocuments.id, held.id));
        expect(after?.status).toBe("authorised");
        expect([...fake.notes.values()].filter((n) => n.dpsId === held.dpsId)).toHaveLength(1);
        expect(after?.accessKey).toBe(
          [...fake.notes.values()].find((n) => n.dpsId === held.dpsId)?.accessKey,
        );
      } finally {
        await h.close();
        await target.drop();
      }
    }, 120_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, one process): a DPS left em verificação by a killed process is recovered by the start-up pass", async () => {
      const h = await freshDatabase();
      try {
        const { w, invoiceId } = await invoiceReadyForNfse(h.db, ca);
        fake.dropAfterAuthorising(1);
        const scope = { ...scopeOf(w), orgKind: "hauler" as const, role: "admin" as const, db: h.db };
        expect((await issueNfse(scope, invoiceId)).status).toBe("verifying");
        expect(await recoverNfse(h.db)).toBe(1);
        const [after] = await h.db.select().from(nfseDocuments).where(eq(nfseDocuments.invoiceId, invoiceId));
        expect(after?.status).toBe("authorised");
      } finally {
        await h.close();
      }
    });
  }
});
