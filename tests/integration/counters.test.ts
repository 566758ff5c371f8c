import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeMember, makeOrg } from "../helpers/factories";

describe("caçamba numbers", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("are gapless and unique per hauler under 40 concurrent creations", async () => {
    const [orgA, orgB] = [await makeOrg(h.db, { kind: "hauler" }), await makeOrg(h.db, { kind: "hauler" })];
    const adminA = await makeMember(h.db, orgA.id, "admin");
    const adminB = await makeMember(h.db, orgB.id, "admin");
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 0
          ? callerFor(h.db, adminB, orgB.id).fleet.createCacamba({ capacityM3: 5 })
          : callerFor(h.db, adminA, orgA.id).fleet.createCacamba({ capacityM3: 5 }),
      ),
    );
    const numbersA = (await callerFor(h.db, adminA, orgA.id).fleet.cacambas()).map((c) => c.number);
    const numbersB = (await callerFor(h.db, adminB, orgB.id).fleet.cacambas()).map((c) => c.number);
    expect(created).toHaveLength(40);
    expect(numbersA).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(numbersB).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
