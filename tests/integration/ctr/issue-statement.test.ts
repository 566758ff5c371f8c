import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ctrContentHash, ctrCounterName } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, ctrs, orgCounters, storedFiles } from "@/server/db/schema";
import { canonicalInputOf } from "@/server/services/ctr/view";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { failure } from "../../helpers/trpc-failure";

const SMALL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("issuing a CTR in one statement", () => {
  it("hashes in the database exactly what the canonical form says, accents and spacing included", async () => {
    const w = await makeCtrWorld(h.db, "S1");
    const c = await w.haulerDispatcher.ctr.hauler.issue({
      ...w.issueInput,
      material: "  Tijolos,  argamassa\u0301 e cerâmica  ",
    });
    const [row] = await h.db.select().from(ctrs).where(eq(ctrs.id, c.id));
    if (!row) throw new Error("missing");
    expect(row.material).toBe("Tijolos,  argamassa\u0301 e cerâmica");
    expect(await ctrContentHash(canonicalInputOf(row))).toBe(row.contentHash);
    expect(c).toMatchObject({ number: row.number, contentHash: row.contentHash, volumeM3: 5 });
    expect(c.issuedAt).toBeInstanceOf(Date);
    const [audit] = await h.db.select().from(auditEvents).where(eq(auditEvents.entityId, c.id));
    expect(audit?.after).toEqual({
      number: row.number,
      jobId: null,
      receiverOrgId: w.receiver.id,
      contentHash: row.contentHash,
    });
  });

  it("refuses a seventh digit in pt-BR and writes nothing: no CTR, no audit, no signature file, counter kept", async () => {
    const w = await makeCtrWorld(h.db, "S2");
    const name = ctrCounterName(new Date().getFullYear());
    await h.db.insert(orgCounters).values({ orgId: w.hauler.id, name, value: 999_999 });
    const e = await failure(
      w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng: SMALL_PNG }),
    );
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.message).toContain("seis dígitos por ano");
    expect(await h.db.select().from(ctrs).where(eq(ctrs.orgId, w.hauler.id))).toEqual([]);
    expect(
      await h.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.orgId, w.hauler.id), eq(auditEvents.action, "ctr.issued"))),
    ).toEqual([]);
    expect(await h.db.select().from(storedFiles).where(eq(storedFiles.orgId, w.hauler.id))).toEqual([]);
    const [counter] = await h.db
      .select({ value: orgCounters.value })
      .from(orgCounters)
      .where(and(eq(orgCounters.orgId, w.hauler.id), eq(orgCounters.name, name)));
    expect(counter?.value).toBe(999_999);
  });

  it("keeps the drawn signature's file row with the CTR it belongs to", async () => {
    const w = await makeCtrWorld(h.db, "S3");
    const c = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng: SMALL_PNG });
    const fileId = c.transporterSignature.imageFileId;
    const files = await h.db.select().from(storedFiles).where(eq(storedFiles.orgId, w.hauler.id));
    expect(files.map((f) => [f.id, f.purpose, f.contentType])).toEqual([
      [fileId, "ctr_signature", "image/png"],
    ]);
  });

  it("sends a parametrized query as a prepared statement, in a transaction too", async () => {
    const w = await makeCtrWorld(h.db, "S4");
    const statements = await h.db.transaction(async (tx) => {
      await tx.select({ id: ctrs.id }).from(ctrs).where(eq(ctrs.orgId, w.hauler.id));
      return tx.execute(sql`select statement from pg_prepared_statements where statement like '%"ctrs"%'`);
    });
    const rows = (Array.isArray(statements) ? statements : (statements as { rows: unknown[] }).rows) as {
      statement: string;
    }[];
    if (h.kind === "postgres")
      expect(rows.map((r) => r.statement)).toContainEqual(expect.stringContaining('from "ctrs"'));
    else expect(rows).toBeDefined();
  });
});
