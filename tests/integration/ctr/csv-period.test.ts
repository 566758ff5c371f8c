import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { exportCtrCsv } from "@/server/services/ctr/csv";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("CSV export: nothing is sent before the first page is read", () => {
  it("fails on the first chunk, not after the header, when the period cannot be read", async () => {
    const w = await makeCtrWorld(h.db, "CSVP");
    await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const scope = { ...(await w.operator.ctr.documents.receiverGrant()), db: h.db };
    // Year 0000 (PostgreSQL 22008), as a caller that skipped the route's date schema would send it.
    const lines = exportCtrCsv(scope, "receiver", { from: "0000-01-01", to: "2099-12-31" });
    await expect(lines.next()).rejects.toThrow();

    const ok = exportCtrCsv(scope, "receiver", { from: "2020-01-01", to: "2099-12-31" });
    const first = await ok.next();
    expect(first.done).toBe(false);
    const [header, row] = String(first.value).trim().split("\r\n");
    expect(header).toContain("numero;situacao");
    expect(row).toContain(";5;");
    expect((await ok.next()).done).toBe(true);
  });
});
