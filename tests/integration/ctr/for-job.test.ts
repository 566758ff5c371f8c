import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { hasCtrForJob } from "@/server/services/ctr/for-job";
import { insertCtrRow } from "../../helpers/ctr-row";
import { freshDatabase } from "../../helpers/db";
import { makeOrg } from "../../helpers/factories";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("hasCtrForJob", () => {
  it("is true only for a non-cancelled CTR of that job and that hauler", async () => {
    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const other = await makeOrg(h.db, { kind: "hauler" });
    const receiver = await makeOrg(h.db, { kind: "receiver" });
    const job = randomUUID();
    const cancelledJob = randomUUID();
    await insertCtrRow(h.db, hauler.id, receiver.id, job, 1, "issued");
    await insertCtrRow(h.db, hauler.id, receiver.id, cancelledJob, 2, "cancelled");
    await insertCtrRow(h.db, hauler.id, receiver.id, null, 3, "issued");

    expect(await hasCtrForJob(h.db, hauler.id, job)).toBe(true);
    expect(await hasCtrForJob(h.db, hauler.id, cancelledJob)).toBe(false);
    expect(await hasCtrForJob(h.db, hauler.id, randomUUID())).toBe(false);
    expect(await hasCtrForJob(h.db, other.id, job)).toBe(false);
  });
});
