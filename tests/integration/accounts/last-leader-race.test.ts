import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { memberships } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";

/** Two admins removing each other at the same moment must not leave the org with none. */
describe("the last admin under concurrent changes", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const ORGS = 8;
  async function twoAdmins() {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const ana = await makeMember(h.db, org.id, "admin");
    const bia = await makeMember(h.db, org.id, "admin");
    return { org, ana, bia, asAna: callerFor(h.db, ana, org.id), asBia: callerFor(h.db, bia, org.id) };
  }
  const activeAdmins = async (orgId: string) =>
    (
      await h.db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.orgId, orgId), eq(memberships.role, "admin"), eq(memberships.active, true)))
    )[0]?.n;

  it("each demotes the other at once: one succeeds, the other is refused, one admin remains", async () => {
    const worlds = await Promise.all(Array.from({ length: ORGS }, twoAdmins));
    const outcomes = await Promise.all(
      worlds.map((w) =>
        Promise.allSettled([
          w.asAna.team.changeMember({ userId: w.bia.id, role: "dispatcher", isManager: false }),
          w.asBia.team.changeMember({ userId: w.ana.id, role: "dispatcher", isManager: false }),
        ]),
      ),
    );
    for (const [i, w] of worlds.entries()) {
      expect(outcomes[i]?.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(await activeAdmins(w.org.id)).toBe(1);
    }
  });

  it("each deactivates the other at once: one admin remains", async () => {
    const worlds = await Promise.all(Array.from({ length: ORGS }, twoAdmins));
    await Promise.all(
      worlds.map((w) =>
        Promise.allSettled([
          w.asAna.team.setMemberActive({ userId: w.bia.id, active: false }),
          w.asBia.team.setMemberActive({ userId: w.ana.id, active: false }),
        ]),
      ),
    );
    for (const w of worlds) expect(await activeAdmins(w.org.id)).toBe(1);
  });
});
