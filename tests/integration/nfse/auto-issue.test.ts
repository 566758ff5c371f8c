import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { nfseDocuments } from "@/server/db/schema";
import { recoverNfse } from "@/server/services/nfse/issue";
import { emptyServerDatabase } from "../../helpers/db";
import { invoiceReadyForNfse, issuer, moreInvoices, scopeOf, useNfseTestBed } from "./world";

const serverUrl = process.env.TEST_DATABASE_URL;

/** "NFS-e ao emitir a fatura": the invoice's issue issues its note, once, however often it is asked. */
describe("NFS-e auto-issue on the invoice's issue", () => {
  const bed = useNfseTestBed();

  const notesOf = (dpsIds: string[]) => [...bed.fake.notes.values()].filter((n) => dpsIds.includes(n.dpsId));
  const docsOf = (orgId: string, invoiceIds: string[]) =>
    bed.h.db
      .select()
      .from(nfseDocuments)
      .where(and(eq(nfseDocuments.orgId, orgId), inArray(nfseDocuments.invoiceId, invoiceIds)));

  it("on: issuing the invoice issues its NFS-e; issuing again, the click and the recovery pass add none", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca, { autoIssue: true, draft: true });
    expect(await docsOf(w.hauler.id, [invoiceId])).toEqual([]);
    const issued = await w.as.admin.invoicing.issue({ id: invoiceId });
    expect(issued).toMatchObject({
      status: "issued",
      nfse: { status: "authorised", number: 1 },
      nfseProblem: null,
    });
    await expect(w.as.admin.invoicing.issue({ id: invoiceId })).rejects.toMatchObject({ code: "CONFLICT" });
    const click = await w.as.dispatcher.nfse.issue({ invoiceId });
    expect(click.accessKey).toBe(issued.nfse?.accessKey);
    await recoverNfse(bed.h.db);
    const docs = await docsOf(w.hauler.id, [invoiceId]);
    expect(docs.map((d) => d.status)).toEqual(["authorised"]);
    expect(notesOf(docs.map((d) => d.dpsId))).toHaveLength(1);
  });

  it("off: the invoice is issued without a note", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca, { autoIssue: false, draft: true });
    expect(await w.as.admin.invoicing.issue({ id: invoiceId })).toMatchObject({
      status: "issued",
      nfse: null,
    });
    expect(await docsOf(w.hauler.id, [invoiceId])).toEqual([]);
  });

  // One of the two cases is defined, by where the suite runs: never a skipped test.
  if (serverUrl)
    it("PostgreSQL: two processes issuing the same 40 drafts (auto-issue on; the loser clicks Emitir NFS-e at once) → 40 notes, DPS 1–40", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const t = await openDatabase({ url: target.url });
      try {
        await t.migrate();
        const { w, invoiceId } = await invoiceReadyForNfse(t.db, bed.ca, { autoIssue: true, draft: true });
        const ids = [invoiceId, ...(await moreInvoices(t.db, w, 39, "draft"))];
        const env = {
          ...process.env,
          ...bed.env,
          DATABASE_URL: target.url,
          SCOPE: JSON.stringify(scopeOf(w)),
          CONCURRENCY: "2",
          MODE: "invoice",
        };
        const a = issuer({ ...env, INVOICE_IDS: ids.join(",") });
        const b = issuer({ ...env, INVOICE_IDS: [...ids].reverse().join(",") });
        expect(await a.exited).toEqual({ code: 0, out: "done\n" });
        expect(await b.exited).toEqual({ code: 0, out: "done\n" });
        const docs = await t.db
          .select()
          .from(nfseDocuments)
          .where(and(eq(nfseDocuments.orgId, w.hauler.id), inArray(nfseDocuments.invoiceId, ids)));
        expect(docs.filter((d) => d.status === "authorised")).toHaveLength(40);
        expect(docs.map((d) => d.number).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 40 }, (_, i) => i + 1),
        );
        expect(new Set(docs.map((d) => d.invoiceId)).size).toBe(40);
        expect(notesOf(docs.map((d) => d.dpsId))).toHaveLength(40);
      } finally {
        await t.close();
        await target.drop();
      }
    }, 300_000);
  else
    it("PGlite (no TEST_DATABASE_URL): repeated issue calls at once → one note", async () => {
      const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca, { autoIssue: true, draft: true });
      await Promise.allSettled([
        w.as.admin.invoicing.issue({ id: invoiceId }),
        w.as.admin.invoicing.issue({ id: invoiceId }),
        w.as.dispatcher.nfse.issue({ invoiceId }),
      ]);
      await w.as.admin.nfse.issue({ invoiceId });
      const docs = await docsOf(w.hauler.id, [invoiceId]);
      expect(docs.map((d) => d.status)).toEqual(["authorised"]);
      expect(notesOf(docs.map((d) => d.dpsId))).toHaveLength(1);
    });
});
