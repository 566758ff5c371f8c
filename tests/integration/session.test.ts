import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { memberships, orgs, revokedSessions, users } from "@/server/db/schema";
import { revokeSession, SESSION_MAX_AGE_S } from "@/server/services/session/revoke-session";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeMember, makeOrg } from "../helpers/factories";

describe("sessions, memberships and switching orgs", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a user in two orgs acts in the one they chose, and only in orgs they belong to", async () => {
    const first = await makeOrg(h.db, { kind: "hauler", name: "Primeira" });
    const second = await makeOrg(h.db, { kind: "hauler", name: "Segunda" });
    const stranger = await makeOrg(h.db, { kind: "hauler", name: "Alheia" });
    const user = await makeMember(h.db, first.id, "admin");
    await h.db.insert(memberships).values({ orgId: second.id, userId: user.id, role: "dispatcher" });

    const me = await callerFor(h.db, user, second.id).session.me();
    expect(me.memberships.map((m) => m.orgName)).toEqual(["Primeira", "Segunda"]);
    expect(me.activeOrgId).toBe(second.id);
    await expect(
      callerFor(h.db, user, second.id).fleet.createCacamba({ capacityM3: 4 }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await callerFor(h.db, user, first.id).fleet.createCacamba({ capacityM3: 4 })).number).toBe(1);

    let cookie = "";
    const switched = await callerFor(h.db, user).session.switchOrg({ orgId: second.id });
    expect(switched.role).toBe("dispatcher");
    await expect(
      callerFor(h.db, user)
        .session.switchOrg({ orgId: stranger.id })
        .then(() => (cookie = "set")),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(cookie).toBe("");
    // a cookie naming an org the user is not in falls back to their own first org
    expect((await callerFor(h.db, user, stranger.id).session.me()).activeOrgId).toBe(first.id);
  });

  it("without a cookie a multi-org user acts in the org they joined first, whatever the orgs are called", async () => {
    const joinedFirst = await makeOrg(h.db, { kind: "hauler", name: "Zeta Caçambas" });
    const joinedLater = await makeOrg(h.db, { kind: "hauler", name: "Alfa Caçambas" });
    const user = await makeMember(h.db, joinedFirst.id, "admin");
    await h.db
      .update(memberships)
      .set({ createdAt: new Date("2024-01-01T12:00:00Z") })
      .where(eq(memberships.userId, user.id));
    await h.db.insert(memberships).values({
      orgId: joinedLater.id,
      userId: user.id,
      role: "admin",
      createdAt: new Date("2025-06-01T12:00:00Z"),
    });
    const actsIn = async () => {
      const me = await callerFor(h.db, user).session.me();
      const { number } = await callerFor(h.db, user).fleet.createCacamba({ capacityM3: 4 });
      const [mine] = (await callerFor(h.db, user, joinedFirst.id).fleet.cacambas()).filter(
        (c) => c.number === number,
      );
      return { activeOrgId: me.activeOrgId, createdInFirst: mine !== undefined };
    };
    expect(await actsIn()).toEqual({ activeOrgId: joinedFirst.id, createdInFirst: true });
    // renaming either org changes nothing
    await h.db.update(orgs).set({ legalName: "AAA Caçambas" }).where(eq(orgs.id, joinedLater.id));
    await h.db.update(orgs).set({ legalName: "ZZZ Caçambas" }).where(eq(orgs.id, joinedFirst.id));
    expect(await actsIn()).toEqual({ activeOrgId: joinedFirst.id, createdInFirst: true });
    // the switcher still lists orgs by name
    expect((await callerFor(h.db, user).session.me()).memberships.map((m) => m.orgName)).toEqual([
      "AAA Caçambas",
      "ZZZ Caçambas",
    ]);
  });

  it("ends sessions of a deactivated user and sessions older than a password change", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const user = await makeMember(h.db, org.id, "admin");
    expect((await callerFor(h.db, user, org.id).session.me()).user.id).toBe(user.id);
    await h.db.update(users).set({ sessionVersion: 2 }).where(eq(users.id, user.id));
    await expect(callerFor(h.db, user, org.id).session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(h.db, { ...user, sessionVersion: 2 }, org.id).session.me()).resolves.toBeTruthy();
    await h.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await expect(callerFor(h.db, { ...user, sessionVersion: 2 }, org.id).session.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("gives no powers in an org awaiting approval or a deactivated membership", async () => {
    const pendingCity = await makeOrg(h.db, { kind: "city", status: "pending" });
    const auditor = await makeMember(h.db, pendingCity.id, "auditor");
    await expect(callerFor(h.db, auditor, pendingCity.id).org.members()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const former = await makeMember(h.db, hauler.id, "admin");
    await h.db.update(memberships).set({ active: false }).where(eq(memberships.userId, former.id));
    await expect(callerFor(h.db, former, hauler.id).fleet.cacambas()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("a signed-out session is refused; the user's other sessions go on; revocations are pruned after a lifetime", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const user = await makeMember(h.db, org.id, "admin");
    const phone = { ...user, sessionId: randomUUID() };
    const laptop = { ...user, sessionId: randomUUID() };
    const t0 = new Date();
    await revokeSession(h.db, { sessionId: phone.sessionId, userId: user.id }, t0);
    await expect(callerFor(h.db, phone, org.id).session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callerFor(h.db, phone, org.id).fleet.cacambas()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await callerFor(h.db, laptop, org.id).session.me()).user.id).toBe(user.id);

    const revoked = () =>
      h.db.select().from(revokedSessions).where(eq(revokedSessions.sessionId, phone.sessionId));
    expect((await revoked())[0]?.expiresAt.getTime()).toBe(t0.getTime() + SESSION_MAX_AGE_S * 1000);
    await revokeSession(
      h.db,
      { sessionId: laptop.sessionId, userId: user.id },
      new Date(t0.getTime() + SESSION_MAX_AGE_S * 1000 + 1),
    );
    expect(await revoked()).toEqual([]);
  });
});
