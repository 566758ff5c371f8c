import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { messageEarlyStatuses, messageOutbox } from "@/server/db/schema";
import { deliverDueMessages, NOT_CONFIGURED } from "@/server/messages/dispatch";
import { enqueueMessage } from "@/server/messages/outbox";
import { sendersFromEnv } from "@/server/messages/senders";
import { verifyWhatsappSubscription } from "@/server/messages/webhook";
import { freshDatabase } from "../../helpers/db";
import { startFakeSms } from "../../helpers/fake-sms";
import { type FakeWhatsapp, startFakeWhatsapp, statusPayload } from "../../helpers/fake-whatsapp";
import { notDueRightAfterWriting } from "../../helpers/outbox";
import { startWebhookReceiver } from "../../helpers/whatsapp-webhook-server";

const APP_SECRET = "segredo-do-app";
const TOKEN = "token-whatsapp";
const message = (n: string) => ({ template: "teste_mensagem", params: [n, "amanhã"], text: `Mensagem ${n}` });

describe("message outbox: WhatsApp Cloud API and SMS", () => {
  let h: DbHandle;
  let wa: FakeWhatsapp;
  let sms: Awaited<ReturnType<typeof startFakeSms>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    h = await freshDatabase();
    receiver = await startWebhookReceiver(h.db, APP_SECRET);
    wa = await startFakeWhatsapp({ token: TOKEN, appSecret: APP_SECRET, webhookUrl: receiver.url });
    sms = await startFakeSms("token-sms");
    env = {
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: "100200300",
      WHATSAPP_API_URL: wa.url,
      SMS_API_URL: sms.url,
      SMS_API_TOKEN: "token-sms",
    };
  });
  afterAll(async () => {
    await wa.close();
    await sms.close();
    await receiver.close();
    await h.close();
  });

  it("writes in the caller's transaction: a rolled-back action leaves no message", async () => {
    await h.db
      .transaction(async (tx) => {
        await enqueueMessage(tx, { channel: "whatsapp", to: "5511900000001" }, message("rollback"));
        throw new Error("action failed");
      })
      .catch(() => {});
    const rows = await h.db.select().from(messageOutbox).where(eq(messageOutbox.to, "5511900000001"));
    expect(rows).toHaveLength(0);
  });

  it("a message is due the moment it is written, by the clock the dispatcher claims with", async () => {
    // PostgreSQL's now() has microseconds and a Date milliseconds: with the column's default, a message
    // claimed within the millisecond it was written was not yet due (about one in two, measured).
    const notDue = await notDueRightAfterWriting(
      h.db,
      messageOutbox,
      (i) => `55119770${String(i).padStart(5, "0")}`,
      (to) => enqueueMessage(h.db, { channel: "sms", to }, message("devida")),
    );
    expect(notDue).toBe(0);
    await h.db.delete(messageOutbox).where(like(messageOutbox.to, "55119770%"));
  });

  it("a dedupe key is enqueued once", async () => {
    const key = "teste:dedupe:1";
    expect(
      await enqueueMessage(h.db, { channel: "sms", to: "5511900000002" }, message("a"), { dedupeKey: key }),
    ).toBe(true);
    expect(
      await enqueueMessage(h.db, { channel: "sms", to: "5511900000002" }, message("a"), { dedupeKey: key }),
    ).toBe(false);
    const rows = await h.db.select().from(messageOutbox).where(eq(messageOutbox.dedupeKey, key));
    expect(rows).toHaveLength(1);
  });

  it("without providers messages wait, marked not configured; then go out once through the real request shapes", async () => {
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5511900000003" }, message("w1"));
    await enqueueMessage(h.db, { channel: "sms", to: "5511900000004" }, message("s1"));
    expect(await deliverDueMessages(h.db, sendersFromEnv({}), new Date())).toEqual({ attempted: 0, sent: 0 });
    const [waiting] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.to, "5511900000003"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 0, lastError: NOT_CONFIGURED.whatsapp });

    const result = await deliverDueMessages(h.db, sendersFromEnv(env), new Date());
    expect(result.sent).toBeGreaterThanOrEqual(2);
    expect(await deliverDueMessages(h.db, sendersFromEnv(env), new Date())).toEqual({
      attempted: 0,
      sent: 0,
    });
    const sentWa = wa.messages.filter((m) => m.to === "5511900000003");
    expect(sentWa).toEqual([
      expect.objectContaining({
        template: "teste_mensagem",
        language: "pt_BR",
        params: ["w1", "amanhã"],
        phoneNumberId: "100200300",
      }),
    ]);
    expect(sms.messages.filter((m) => m.to === "5511900000004").map((m) => m.text)).toEqual(["Mensagem s1"]);
    const [row] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.to, "5511900000003"));
    expect(row).toMatchObject({ status: "sent", lastError: null, providerMessageId: sentWa[0]?.id });
  });

  it("statuses from the signed webhook move the message to delivered and read, never back", async () => {
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5511900000005" }, message("st"));
    await deliverDueMessages(h.db, sendersFromEnv(env), new Date());
    await wa.settled();
    const sent = wa.messages.find((m) => m.to === "5511900000005");
    if (!sent) throw new Error("not sent");
    const [row] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.providerMessageId, sent.id));
    expect(row?.delivery).toBe("read");
    expect(row?.deliveryAt).toBeInstanceOf(Date);
    // A late "delivered" does not undo "read".
    expect(await wa.postWebhook(statusPayload(sent, "delivered"))).toBe(200);
    const [after] = await h.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.providerMessageId, sent.id));
    expect(after?.delivery).toBe("read");
  });

  it("a bad signature is refused with 401 and changes nothing", async () => {
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5511900000006" }, message("sig"));
    const noHooks = await startFakeWhatsapp({
      token: TOKEN,
      appSecret: APP_SECRET,
      webhookUrl: receiver.url,
      statuses: [],
    });
    try {
      await deliverDueMessages(h.db, sendersFromEnv({ ...env, WHATSAPP_API_URL: noHooks.url }), new Date());
      const sent = noHooks.messages[0];
      if (!sent) throw new Error("not sent");
      expect(await noHooks.postWebhook(statusPayload(sent, "read"), "outro-segredo")).toBe(401);
      const tampered = await fetch(receiver.url, {
        method: "POST",
        headers: { "x-hub-signature-256": "sha256=00" },
        body: JSON.stringify(statusPayload(sent, "read")),
      });
      expect(tampered.status).toBe(401);
      const unsigned = await fetch(receiver.url, {
        method: "POST",
        body: JSON.stringify(statusPayload(sent, "read")),
      });
      expect(unsigned.status).toBe(401);
      const [row] = await h.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.providerMessageId, sent.id));
      expect(row?.delivery).toBeNull();
    } finally {
      await noHooks.close();
    }
  });

  it("a provider failure is retried later, and the message goes out once", async () => {
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5511900000007" }, message("retry"));
    wa.failNext(1);
    const t0 = new Date();
    expect(await deliverDueMessages(h.db, sendersFromEnv(env), t0)).toEqual({ attempted: 1, sent: 0 });
    const [failed] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.to, "5511900000007"));
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toContain("HTTP 503");
    expect(await deliverDueMessages(h.db, sendersFromEnv(env), t0)).toEqual({ attempted: 0, sent: 0 });
    expect(await deliverDueMessages(h.db, sendersFromEnv(env), new Date(t0.getTime() + 120_000))).toEqual({
      attempted: 1,
      sent: 1,
    });
    expect(wa.messages.filter((m) => m.to === "5511900000007")).toHaveLength(1);
  });

  it("statuses that come before the send is recorded are kept and applied when it is", async () => {
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5511900000008" }, message("cedo"));
    const id = "wamid.chegou-antes-da-resposta";
    const m = { id, to: "5511900000008", phoneNumberId: "100200300" };
    // Meta's webhooks reach the app before the send's own answer is written.
    const early = {
      whatsapp: async () => {
        for (const s of ["sent", "delivered", "read"])
          expect(await wa.postWebhook(statusPayload(m, s))).toBe(200);
        return { providerMessageId: id };
      },
    };
    expect(await deliverDueMessages(h.db, early, new Date())).toEqual({ attempted: 1, sent: 1 });
    const [row] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.providerMessageId, id));
    expect(row).toMatchObject({ status: "sent", delivery: "read" });
    expect(await h.db.select().from(messageEarlyStatuses)).toEqual([]);
    // An id no message ever gets is acknowledged and kept aside, not applied anywhere.
    expect(await wa.postWebhook(statusPayload({ ...m, id: "wamid.de-outro-sistema" }, "read"))).toBe(200);
    const kept = await h.db.select().from(messageEarlyStatuses);
    expect(kept.map((k) => [k.providerMessageId, k.delivery])).toEqual([["wamid.de-outro-sistema", "read"]]);
  });

  it("answers Meta's GET verification only with our verify token", () => {
    const q = (token: string) =>
      new URLSearchParams({
        "hub.mode": "subscribe",
        "hub.verify_token": token,
        "hub.challenge": "1158201444",
      });
    expect(verifyWhatsappSubscription(q("verifica"), "verifica")).toEqual({
      status: 200,
      body: "1158201444",
    });
    expect(verifyWhatsappSubscription(q("errado"), "verifica").status).toBe(403);
    expect(verifyWhatsappSubscription(q("verifica"), null).status).toBe(503);
  });
});
