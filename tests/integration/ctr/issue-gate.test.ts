import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readThroughMembership } from "@/server/api/member-gate";
import type { DbHandle } from "@/server/db/client";
import { billingPlans, billingSubscriptions, ctrs, memberships } from "@/server/db/schema";
import type { ActiveMembership, OrgRead } from "@/server/services/session/active-member";
import type { ActiveUser } from "@/server/services/session/find-active-user";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

/** Statements the pool sends while `work` runs (either driver: postgres.js `unsafe`, PGlite `query`). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (h.db as unknown as { $client: Record<string, unknown> }).$client;
  const name = typeof client.unsafe === "function" ? "unsafe" : "query";
  const original = client[name] as (...args: unknown[]) => unknown;
  let sent = 0;
  client[name] = (...args: unknown[]) => {
    sent++;
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client[name] = original;
  }
  return sent;
}

const ctrsOf = (orgId: string) => h.db.select().from(ctrs).where(eq(ctrs.orgId, orgId));

describe("the issuance's caller check rides in its facts statement (orgGateProcedure)", () => {
  it("issues in two statements once the org is known (the active-org cookie, else the session's last org); three the first time without it", async () => {
    const w = await makeCtrWorld(h.db, "G1");
    // The world's callers send the active-org cookie: membership + facts, then the write.
    expect(await statementsDuring(() => w.haulerDispatcher.ctr.hauler.issue(w.issueInput))).toBe(2);
    // Without the cookie, the first call reads the membership on its own; the next guesses its org.
    const noCookie = callerFor(h.db, w.users.dispatcher);
    expect(await statementsDuring(() => noCookie.ctr.hauler.issue(w.issueInput))).toBe(3);
    expect(await statementsDuring(() => noCookie.ctr.hauler.issue(w.issueInput))).toBe(2);
    expect((await ctrsOf(w.hauler.id)).length).toBe(3);
  });

  it("never acts on a stale guess: the membership read in the same statement decides", async () => {
    const w = await makeCtrWorld(h.db, "G2");
    const other = await makeCtrWorld(h.db, "G2b");
    const noCookie = callerFor(h.db, w.users.dispatcher);
    await noCookie.ctr.hauler.issue(w.issueInput);
    // The dispatcher joins another hauler, then leaves the first: the guess (the first) is now wrong.
    await h.db.insert(memberships).values({
      orgId: other.hauler.id,
      userId: w.users.dispatcher.id,
      role: "dispatcher",
      isManager: false,
    });
    await h.db
      .update(memberships)
      .set({ active: false })
      .where(and(eq(memberships.orgId, w.hauler.id), eq(memberships.userId, w.users.dispatcher.id)));
    // Acting in the other hauler, the first hauler's client, site and fleet are not found there.
    const e = await failure(noCookie.ctr.hauler.issue(w.issueInput));
    expect(e.code).toBe("NOT_FOUND");
    expect((await ctrsOf(w.hauler.id)).length).toBe(1);
    expect(await ctrsOf(other.hauler.id)).toEqual([]);
    // With the other hauler's own facts the same caller issues there.
    const c = await noCookie.ctr.hauler.issue(other.issueInput);
    expect(c.number).toMatch(/\/000001$/);
    // Out of every hauler: refused, nothing written.
    await h.db
      .update(memberships)
      .set({ active: false })
      .where(eq(memberships.userId, w.users.dispatcher.id));
    const refused = await failure(noCookie.ctr.hauler.issue(other.issueInput));
    expect(refused.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Você não participa de nenhuma organização ativa.");
    expect((await ctrsOf(other.hauler.id)).length).toBe(1);
  });

  it("a refused caller gets the refusal whatever the input; an allowed one gets the input's error", async () => {
    const w = await makeCtrWorld(h.db, "G3");
    for (const input of [w.issueInput, {}, { ...w.issueInput, volumeM3: -1 }]) {
      expect((await failure(w.operator.ctr.hauler.issue(input as never))).code).toBe("FORBIDDEN");
      expect((await failure(w.client.ctr.hauler.issue(input as never))).code).toBe("FORBIDDEN");
      expect((await failure(callerFor(h.db, null).ctr.hauler.issue(input as never))).code).toBe(
        "UNAUTHORIZED",
      );
    }
    const gone = { ...w.users.dispatcher, sessionVersion: w.users.dispatcher.sessionVersion + 1 };
    expect((await failure(callerFor(h.db, gone, w.hauler.id).ctr.hauler.issue({} as never))).message).toBe(
      "Sua sessão terminou. Entre novamente.",
    );
    expect((await failure(w.haulerDispatcher.ctr.hauler.issue({} as never))).code).toBe("BAD_REQUEST");
    expect(await ctrsOf(w.hauler.id)).toEqual([]);
  });

  it("refuses a read-only hauler (past_due beyond the grace period) in pt-BR, nothing written", async () => {
    const w = await makeCtrWorld(h.db, "G4");
    const [plan] = await h.db.select().from(billingPlans).limit(1);
    if (!plan) throw new Error("no plan");
    await h.db.insert(billingSubscriptions).values({
      orgId: w.hauler.id,
      planId: plan.id,
      status: "past_due",
      pastDueSince: new Date(Date.now() - 60 * 86_400_000),
      stripeCustomerId: `cus_${randomUUID()}`,
    });
    const e = await failure(w.haulerDispatcher.ctr.hauler.issue(w.issueInput));
    expect(e.code).toBe("FORBIDDEN");
    expect(e.message).toMatch(/somente leitura/);
    expect(await ctrsOf(w.hauler.id)).toEqual([]);
  });
});

describe("readThroughMembership", () => {
  it("a read that fails in the database still answers a refused caller with the refusal, an allowed one with the read's error", async () => {
    const w = await makeCtrWorld(h.db, "G5");
    const failing: OrgRead<unknown> = {
      text: "select $1::uuid as org, $2::uuid as actor, 1 / 0 as x",
      params: [],
      of: (row) => row,
    };
    const claims = (user: { id: string; sessionVersion: number }) => ({
      userId: user.id,
      sessionVersion: user.sessionVersion,
      sessionId: randomUUID(),
    });
    const refuse = () => {
      throw new Error("recusado");
    };
    await expect(
      readThroughMembership(h.db, claims(w.users.operator), w.receiver.id, failing, refuse),
    ).rejects.toThrow("recusado");
    const allow = (found: { user: ActiveUser | null; membership: ActiveMembership | null }) => {
      if (!found.user || !found.membership) throw new Error("recusado");
      return {
        user: found.user,
        scope: {
          db: h.db,
          userId: found.user.id,
          orgId: found.membership.orgId,
          orgKind: found.membership.orgKind,
          role: found.membership.role,
          isManager: found.membership.isManager,
        },
      };
    };
    await expect(
      readThroughMembership(h.db, claims(w.users.dispatcher), w.hauler.id, failing, allow),
    ).rejects.toThrow(/division by zero/);
  });
});
