import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_EVENTS, type NotificationChannel } from "@/domain/notifications/events";
import { localDate } from "@/domain/time/zoned";
import { type Db, type DbHandle, openDatabase } from "@/server/db/client";
import { emailOutbox, licences, messageOutbox, placements } from "@/server/db/schema";
import { sendersFromEnv } from "@/server/messages/senders";
import { runDueReminders } from "@/server/services/dispatch/reminders";
import { sendLicenceWarnings } from "@/server/services/notifications/licence-notices";
import { oneTapAnswer } from "@/server/services/notifications/one-tap";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";
import { startFakeSms } from "../../helpers/fake-sms";
import { startFakeWhatsapp } from "../../helpers/fake-whatsapp";
import { drainMessages } from "../../helpers/message-outbox";
import { startWebhookReceiver } from "../../helpers/whatsapp-webhook-server";
import { type DispatchWorld, deliveredPlacement } from "./world";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
const LEASE_MS = 1_000;
const APP_SECRET = "segredo-do-app-de-teste";
const CM = "cachoeiras-de-macacu-rj";
const PHONES = { client: "5522999990001", admin: "5522999990002", dispatcher: "5522999990003" };
const EVERY_CHANNEL: Record<string, NotificationChannel[]> = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, ["email", "whatsapp", "sms"]]),
);

/** A person's own choice in Minha conta: every event on every channel they opt in to, no quiet hours. */
async function optIn(db: Db, user: { id: string; sessionVersion: number }, phone: string, sms: boolean) {
  await callerFor(db, user).notifications.saveMySettings({
    mobilePhone: phone,
    quietFrom: "00:00",
    quietUntil: "00:00",
    whatsappOptIn: true,
    smsOptIn: sms,
    preferences: EVERY_CHANNEL,
  });
}

const optInAll = (db: Db) => async (w: DispatchWorld) => {
  await optIn(db, w.users.client, PHONES.client, true);
  await optIn(db, w.users.admin, PHONES.admin, false);
  await optIn(db, w.users.dispatcher, PHONES.dispatcher, true);
};

async function fakes(webhookUrl: string) {
  const wa = await startFakeWhatsapp({ token: "t", appSecret: APP_SECRET, webhookUrl });
  const sms = await startFakeSms("t");
  const env = {
    WHATSAPP_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "100200300",
    WHATSAPP_API_URL: wa.url,
    SMS_API_URL: sms.url,
    SMS_API_TOKEN: "t",
  };
  return { wa, sms, env, close: () => Promise.all([wa.close(), sms.close()]) };
}

/** The client's one-tap token, from the last parameter (the link) of their WhatsApp "caçamba entregue". */
async function tokenFromDelivery(db: Db, clientId: string) {
  const [m] = await db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.userId, clientId), eq(messageOutbox.template, "placement_delivered")));
  return { message: m, token: m?.params.at(-1)?.split("/responder/")[1] ?? "" };
}

/**
 * A CM caçamba delivered 100 h ago (the drop-off told the client), reported full 72 h ago from the
 * client's one-tap link (48 h of CM art. 47, I: the deadline was 24 h ago; the staff are told), and a
 * licence ending 7 days after "vence amanhã". Returns the instants the workers run at: the day before
 * the deadline, and just after it.
 */
async function scenario(db: Db) {
  const w = await deliveredPlacement(db, { municipalityId: CM, before: optInAll(db) });
  const now = Date.now();
  await db
    .update(placements)
    .set({ placedAt: new Date(now - 100 * HOUR) })
    .where(and(eq(placements.orgId, w.hauler.id), eq(placements.id, w.placement.id)));
  const { message, token } = await tokenFromDelivery(db, w.users.client.id);
  expect(message?.params[3]).toMatch(/CM art\. 47, I/);
  const answer = await oneTapAnswer(db, token, "full", "198.51.100.20", new Date(now - 72 * HOUR));
  expect(answer.view.deadlineArticle).toBe("CM art. 47, I");
  const deadline = answer.view.deadline ?? new Date();
  expect(Math.abs(deadline.getTime() - (now - 24 * HOUR))).toBeLessThan(1_000);
  const tomorrow = deadline.getTime() - 24 * HOUR - 60_000;
  const [y = 0, m = 1, d = 1] = localDate(tomorrow, "America/Sao_Paulo").split("-").map(Number);
  await db.insert(licences).values({
    orgId: w.hauler.id,
    kind: "municipal_registration",
    number: "CM-0042",
    municipalityId: CM,
    validFrom: "2020-01-01",
    validUntil: new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10),
    createdBy: w.users.admin.id,
  });
  return { w, at: [tomorrow, deadline.getTime() + 60_000] };
}

/** Who gets what: each (person, template) once on each channel they opted in to, and once by e-mail. */
const EXPECTED = {
  client: ["placement_delivered", "placement_due_tomorrow", "placement_overdue"],
  admin: ["licence_expiring", "placement_due_tomorrow", "placement_full", "placement_overdue"],
  dispatcher: ["placement_due_tomorrow", "placement_full", "placement_overdue"],
};
const pairs = (who: (keyof typeof EXPECTED)[]) =>
  who.flatMap((p) => EXPECTED[p].map((t) => `${PHONES[p]} ${t}`)).sort();

async function expectEachOnce(db: Db, w: DispatchWorld, f: Awaited<ReturnType<typeof fakes>>) {
  await f.wa.settled();
  expect(f.wa.messages.map((m) => `${m.to} ${m.template}`).sort()).toEqual(
    pairs(["client", "admin", "dispatcher"]),
  );
  expect(f.wa.messages.every((m) => m.language === "pt_BR")).toBe(true);
  const smsTemplates = await db
    .select({ to: messageOutbox.to, template: messageOutbox.template })
    .from(messageOutbox)
    .where(eq(messageOutbox.channel, "sms"));
  expect(f.sms.messages).toHaveLength(smsTemplates.length);
  expect(smsTemplates.map((m) => `${m.to} ${m.template}`).sort()).toEqual(pairs(["client", "dispatcher"]));
  const mails = await db
    .select({ to: emailOutbox.to, template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.orgId, w.hauler.id));
  const byPerson = {
    client: w.users.client.email,
    admin: w.users.admin.email,
    dispatcher: w.users.dispatcher.email,
  };
  for (const [p, email] of Object.entries(byPerson))
    expect(
      mails
        .filter((m) => m.to === email)
        .map((m) => m.template)
        .sort(),
    ).toEqual(EXPECTED[p as keyof typeof EXPECTED]);
  // The overdue text names the article its deadline comes from.
  const overdue = f.wa.messages.find((m) => m.template === "placement_overdue");
  expect(overdue?.params[3]).toBe("CM art. 47, I");
  // Statuses from the signed webhook: every WhatsApp message ends read.
  const rows = await db.select().from(messageOutbox).where(eq(messageOutbox.channel, "whatsapp"));
  expect(rows.map((r) => r.delivery)).toEqual(rows.map(() => "read"));
}

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("notification events: once per opted-in person, across processes", () => {
  if (serverUrl) {
    it("PostgreSQL: two worker processes send each event's messages exactly once, statuses from the webhook", async () => {
      const target = await emptyServerDatabase(serverUrl);
      let h: DbHandle | null = null;
      const receiver = { close: async () => {} };
      try {
        h = await openDatabase({ url: target.url });
        await h.migrate();
        const db = h.db;
        const hook = await startWebhookReceiver(db, APP_SECRET);
        receiver.close = hook.close;
        const f = await fakes(hook.url);
        try {
          const { w, at } = await scenario(db);
          const env = {
            ...process.env,
            ...f.env,
            DATABASE_URL: target.url,
            LEASE_MS: String(LEASE_MS),
            AT: at.join(","),
            START_AT: String(Date.now() + 4_000),
          };
          const worker = () =>
            run(process.execPath, ["--import", "tsx", "tests/integration/processes/notification-worker.ts"], {
              env,
              cwd: process.cwd(),
            }).then(
              ({ stdout }) =>
                JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { reminders: number; sent: number },
            );
          const [a, b] = await Promise.all([worker(), worker()]);
          // Two reminders (amanhã, vencida) claimed by one process each, and the licence step's two
          // messages (the admin's e-mail and WhatsApp) enqueued by one process only.
          expect(a.reminders + b.reminders).toBe(2 + 2);
          expect(a.sent + b.sent).toBe(f.wa.messages.length + f.sms.messages.length);
          await expectEachOnce(db, w, f);
        } finally {
          await f.close();
        }
      } finally {
        await receiver.close();
        await h?.close();
        await target.drop();
      }
    }, 120_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): two workers in one process send each message once", async () => {
      const h = await freshDatabase();
      const hook = await startWebhookReceiver(h.db, APP_SECRET);
      const f = await fakes(hook.url);
      try {
        const { w, at } = await scenario(h.db);
        const senders = sendersFromEnv(f.env);
        const worker = async () => {
          for (const t of at) {
            await runDueReminders(h.db, new Date(t));
            await sendLicenceWarnings(h.db, new Date(t));
          }
          return drainMessages(h.db, senders, LEASE_MS);
        };
        await Promise.all([worker(), worker()]);
        await expectEachOnce(h.db, w, f);
      } finally {
        await f.close();
        await hook.close();
        await h.close();
      }
    }, 120_000);
  }
});

describe("opting out", () => {
  it("stops WhatsApp and SMS at once; e-mail stays as chosen", async () => {
    const h = await freshDatabase();
    try {
      const w = await deliveredPlacement(h.db, {
        municipalityId: CM,
        before: async (x) => {
          await optIn(h.db, x.users.client, PHONES.client, true);
          await callerFor(h.db, x.users.client).notifications.saveMySettings({
            mobilePhone: PHONES.client,
            quietFrom: "00:00",
            quietUntil: "00:00",
            whatsappOptIn: false,
            smsOptIn: false,
            preferences: EVERY_CHANNEL,
          });
        },
      });
      const phone = await h.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.userId, w.users.client.id));
      expect(phone).toEqual([]);
      const mail = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, w.users.client.email));
      expect(mail.map((m) => m.template)).toEqual(["placement_delivered"]);
      // The delivery e-mail says the law's own words: no deadline until full (CM art. 47, I).
      expect(mail[0]?.text).toMatch(
        /Ainda sem prazo: as 48 h do CM art\. 47, I contam de quando a caçamba estiver cheia\./,
      );
    } finally {
      await h.close();
    }
  });
});
