import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, emailOutbox, jobs, placements } from "@/server/db/schema";
import {
  ONE_TAP_FAILURES_PER_IP_PER_HOUR,
  ONE_TAP_PER_LINK_PER_HOUR,
  oneTapPhoto,
} from "@/server/services/notifications/one-tap";
import { ONE_TAP_TTL_MS, signOneTap, verifyOneTap } from "@/server/services/notifications/one-tap-link";
import { insertCtrRow } from "../../helpers/ctr-row";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { deliveredPlacement } from "./world";

const CM = "cachoeiras-de-macacu-rj";

describe("one-tap links: signed, expiring, single-purpose; answers once", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function world() {
    const w = await deliveredPlacement(h.db, { municipalityId: CM });
    const [mail] = await h.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, w.users.client.email), eq(emailOutbox.template, "placement_delivered")));
    const token = /\/responder\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const anon = (ip = `203.0.113.${Math.floor(Math.random() * 250)}`) => callerFor(h.db, null, null, ip);
    const row = async () => {
      const [p] = await h.db
        .select()
        .from(placements)
        .where(and(eq(placements.orgId, w.hauler.id), eq(placements.id, w.placement.id)));
      return p;
    };
    return { w, token, anon, row };
  }

  it("the token round-trips its claims and refuses any change, another key, the wrong length, past 72 h", () => {
    const claims = {
      placementId: "0b6a3c57-8b0e-4d5f-9a45-6f2f3c9d1e01",
      haulerOrgId: "1c7b4d68-9c1f-4e60-8b56-7a3a4dae2f12",
      generatorOrgId: "2d8c5e79-ad20-4f71-9c67-8b4b5ebf3a23",
      userId: "3e9d6f8a-be31-4082-ad78-9c5c6fc04b34",
    };
    const now = new Date("2026-12-02T12:00:00Z");
    const token = signOneTap(claims, now);
    expect(token).toMatch(/^[\w-]{115}$/);
    const ok = verifyOneTap(token, now);
    expect(ok).toEqual({
      ok: true,
      claims: { ...claims, expiresAt: new Date(now.getTime() + ONE_TAP_TTL_MS) },
    });
    // Every single character changed: refused (the MAC covers every byte).
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === "A" ? "B" : "A";
      const forged = `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
      expect(verifyOneTap(forged, now).ok, `position ${i}`).toBe(false);
    }
    // The last character's two spare bits: a spelling that decodes to the same bytes is still a change.
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = B64.indexOf(token.at(-1) ?? "");
    for (const spare of [1, 2, 3]) {
      const same = `${token.slice(0, -1)}${B64[last ^ spare]}`;
      expect(Buffer.from(same, "base64url")).toEqual(Buffer.from(token, "base64url"));
      expect(verifyOneTap(same, now)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyOneTap(token.slice(0, -1), now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOneTap(`${token}A`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOneTap("", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOneTap("../../etc/passwd", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyOneTap(token, new Date(now.getTime() + ONE_TAP_TTL_MS - 1_000)).ok).toBe(true);
    expect(verifyOneTap(token, new Date(now.getTime() + ONE_TAP_TTL_MS))).toEqual({
      ok: false,
      reason: "expired",
    });
    // Signed with another secret: refused.
    const previous = process.env.LINK_SECRET;
    process.env.LINK_SECRET = "outro-segredo-de-links";
    try {
      expect(verifyOneTap(token, now)).toEqual({ ok: false, reason: "invalid" });
    } finally {
      if (previous === undefined) delete process.env.LINK_SECRET;
      else process.env.LINK_SECRET = previous;
    }
  });

  it("'está cheia' from the link starts CM art. 47, I's 48 h once; repeats change nothing", async () => {
    const { w, token, anon, row } = await world();
    expect((await row())?.deadline).toBeNull();
    const view = await anon().notifications.oneTap.view({ token });
    expect(view.deadlineWording).toMatch(/^Ainda sem prazo: as 48 h do CM art\. 47, I contam/);
    // The driver's drop-off photo is behind the same link.
    expect(view.hasPhoto).toBe(true);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.id, w.job.id));
    const photo = await oneTapPhoto(h.db, token, "203.0.113.77", new Date());
    expect(photo.storageKey).toBe(`${w.hauler.id}/job_photo/${job?.photoFileId}.jpg`);
    const first = await anon().notifications.oneTap.answer({ token, action: "full" });
    expect(first.repeated).toBe(false);
    const after = await row();
    expect(after?.deadlineArticle).toBe("CM art. 47, I");
    expect((after?.deadline?.getTime() ?? 0) - (after?.fullAt?.getTime() ?? 0)).toBe(48 * 3_600_000);
    expect(first.view.deadlineWording).toMatch(/^até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(CM art\. 47, I\)$/);
    const again = await anon().notifications.oneTap.answer({ token, action: "full" });
    expect(again.repeated).toBe(true);
    expect((await row())?.fullAt).toEqual(after?.fullAt);
    // Pedir a retirada: kept for the hauler, once, and the hauler's list shows it.
    expect((await anon().notifications.oneTap.answer({ token, action: "pickup" })).repeated).toBe(false);
    expect((await anon().notifications.oneTap.answer({ token, action: "pickup" })).repeated).toBe(true);
    const listed = (await w.as.dispatcher.dispatch.placements.list()).find((p) => p.id === w.placement.id);
    expect(listed?.pickupRequestedAt).toBeInstanceOf(Date);
    expect(listed?.fullAt).toBeInstanceOf(Date);
    const audits = await h.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, w.placement.id));
    expect(audits.filter((a) => a.action === "placement.reported_full")).toEqual([
      { action: "placement.reported_full", actor: w.users.client.id },
    ]);
    expect(audits.filter((a) => a.action === "placement.pickup_requested")).toHaveLength(1);
  });

  it("a swap's message links to the new caçamba's page with the swap's photo; the old link keeps its drop-off photo", async () => {
    const { w, token: oldToken } = await world();
    const swap = await w.as.dispatcher.dispatch.jobs.create({
      kind: "swap",
      placementId: w.placement.id,
      date: isoDateIn(new Date(), "America/Sao_Paulo"),
      driverId: w.driver.id,
    });
    await insertCtrRow(
      h.db,
      w.hauler.id,
      (await makeOrg(h.db, { kind: "receiver" })).id,
      swap.id,
      1,
      "issued",
    );
    await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: swap.id, action: "start" });
    const done = await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: swap.id,
      action: "complete",
      photoFileId: await w.photo(),
      cacambaId: await w.cacamba(),
    });
    expect(done.placementId).not.toBe(w.placement.id);
    const mails = await h.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, w.users.client.email), eq(emailOutbox.template, "placement_delivered")));
    expect(mails).toHaveLength(2);
    const tokens = mails.map((m) => /\/responder\/([\w-]+)/.exec(m.text)?.[1] ?? "");
    const newToken = tokens.find((t) => t !== oldToken) ?? "";
    const [swapJob] = await h.db.select().from(jobs).where(eq(jobs.id, swap.id));
    const [dropJob] = await h.db.select().from(jobs).where(eq(jobs.id, w.job.id));
    const view = await callerFor(h.db, null, null, "203.0.113.90").notifications.oneTap.view({
      token: newToken,
    });
    expect(view.placementId).toBe(done.placementId);
    expect(view.hasPhoto).toBe(true);
    expect((await oneTapPhoto(h.db, newToken, "203.0.113.90", new Date())).storageKey).toBe(
      `${w.hauler.id}/job_photo/${swapJob?.photoFileId}.jpg`,
    );
    // The ended placement's page still shows the caçamba it was about, not the one left in its place.
    expect((await oneTapPhoto(h.db, oldToken, "203.0.113.90", new Date())).storageKey).toBe(
      `${w.hauler.id}/job_photo/${dropJob?.photoFileId}.jpg`,
    );
  });

  it("forged, expired and orphaned links are refused in pt-BR with 404/403 and change nothing", async () => {
    const { w, token, anon, row } = await world();
    const before = await row();
    const forged = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    const bad = await failure(anon().notifications.oneTap.answer({ token: forged, action: "full" }));
    expect(bad.code).toBe("NOT_FOUND");
    expect(bad.message).toMatch(/não é válido/);
    expect((await failure(anon().notifications.oneTap.view({ token: forged }))).code).toBe("NOT_FOUND");
    await expect(oneTapPhoto(h.db, forged, "203.0.113.78", new Date())).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // A link of another placement's hauler, signed for someone who is not the client: refused.
    const stranger = signOneTap(
      {
        placementId: w.placement.id,
        haulerOrgId: w.hauler.id,
        generatorOrgId: w.generator.id,
        userId: w.users.dispatcher.id,
      },
      new Date(),
    );
    expect(
      (await failure(anon().notifications.oneTap.answer({ token: stranger, action: "full" }))).code,
    ).toBe("FORBIDDEN");
    const old = signOneTap(
      {
        placementId: w.placement.id,
        haulerOrgId: w.hauler.id,
        generatorOrgId: w.generator.id,
        userId: w.users.client.id,
      },
      new Date(Date.now() - ONE_TAP_TTL_MS - 1_000),
    );
    const expired = await failure(anon().notifications.oneTap.answer({ token: old, action: "pickup" }));
    expect(expired.code).toBe("FORBIDDEN");
    expect(expired.message).toMatch(/expirou \(vale 72 horas\)/);
    expect(await row()).toEqual(before);
  });

  it("answers are rate-limited per link (429 in pt-BR), whatever address they come from", async () => {
    const { token, anon } = await world();
    for (let i = 0; i < ONE_TAP_PER_LINK_PER_HOUR; i++)
      await anon().notifications.oneTap.answer({ token, action: "pickup" });
    const limited = await failure(anon().notifications.oneTap.answer({ token, action: "pickup" }));
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.message).toMatch(/Aguarde/);
  });

  it("forged tokens never spend a genuine link's quota; they count against their own address", async () => {
    const { token, anon } = await world();
    // Same first 40 characters as the real link (no MAC in them), another ending each time.
    const forgery = (i: number) =>
      `${token.slice(0, 40)}${randomUUID().replace(/-/g, "")}${i}`.slice(0, token.length);
    for (let i = 0; i < 70; i++) {
      const e = await failure(anon().notifications.oneTap.view({ token: forgery(i) }));
      expect(e.code).toBe("NOT_FOUND");
    }
    // The rightful person still opens the link.
    const view = await anon().notifications.oneTap.view({ token });
    expect(view.placementId).toBeDefined();
    // One address sending forgeries is stopped after its failures, not after its whole quota.
    const attacker = "198.51.100.9";
    for (let i = 0; i < ONE_TAP_FAILURES_PER_IP_PER_HOUR; i++)
      expect((await failure(anon(attacker).notifications.oneTap.view({ token: forgery(i) }))).code).toBe(
        "NOT_FOUND",
      );
    expect((await failure(anon(attacker).notifications.oneTap.view({ token: forgery(99) }))).code).toBe(
      "TOO_MANY_REQUESTS",
    );
  });

  it("reads the token by one rule on the page and the procedures: a trailing space is not the link", async () => {
    const { token, anon } = await world();
    expect((await failure(anon().notifications.oneTap.view({ token: `${token} ` }))).code).toBe("NOT_FOUND");
    expect(
      (await failure(anon().notifications.oneTap.answer({ token: ` ${token}`, action: "full" }))).code,
    ).toBe("NOT_FOUND");
  });
});
