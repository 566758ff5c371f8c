import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ctrContentHash } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { ctrs, receiverProfiles } from "@/server/db/schema";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";
import { canonicalInputOf } from "@/server/services/ctr/view";
import { freshDatabase } from "../../helpers/db";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("CTR demo data", () => {
  it("gives ATT Paraibuna a class A/B RCC profile and CTRs in every state, with valid hashes", async () => {
    expect(await seedDemoIfEmpty(h.db)).toBe(true);
    const [profile] = await h.db.select().from(receiverProfiles);
    expect(profile?.acceptedClasses).toEqual(["A", "B"]);
    expect(profile?.acceptedKinds).toEqual(["rcc"]);
    const rows = await h.db.select().from(ctrs).orderBy(ctrs.seq);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(["received", "in_transit", "issued", "rejected", "cancelled"]),
    );
    for (const r of rows) expect(await ctrContentHash(canonicalInputOf(r))).toBe(r.contentHash);
    const [received] = await h.db.select().from(ctrs).where(eq(ctrs.publicCode, "demo-ctr-recebido"));
    expect(received?.status).toBe("received");
  });
});
