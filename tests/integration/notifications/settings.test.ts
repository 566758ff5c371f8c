import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { channelConsents, emailOutbox, messageOutbox } from "@/server/db/schema";
import { notify } from "@/server/services/notifications/notify";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeUser } from "../../helpers/factories";

const none = {};
const text = (n: string) => ({
  email: { template: "t", subject: `Assunto ${n}`, text: `Texto ${n}` },
  message: { template: "t", params: [n], text: `Texto ${n}` },
});

describe("notification settings: opt-in, preferences, quiet hours", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("records the WhatsApp opt-in with when and how; a bad phone is refused in pt-BR with nothing saved", async () => {
    const user = await makeUser(h.db);
    const me = callerFor(h.db, user);
    const bad = await me.notifications
      .saveMySettings({
        mobilePhone: "(32) 3215-1234",
        quietFrom: "21:00",
        quietUntil: "08:00",
        whatsappOptIn: true,
        smsOptIn: false,
        preferences: none,
      })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TRPCError);
    expect((bad as TRPCError).code).toBe("BAD_REQUEST");
    expect((bad as TRPCError).message).toBe("Celular inválido.");
    expect(await h.db.select().from(channelConsents).where(eq(channelConsents.userId, user.id))).toHaveLength(
      0,
    );

    const saved = await me.notifications.saveMySettings({
      mobilePhone: "(32) 98765-4321",
      quietFrom: "22:00",
      quietUntil: "07:30",
      whatsappOptIn: true,
      smsOptIn: false,
      preferences: { deadline_tomorrow: ["whatsapp", "email"] },
    });
    expect(saved.mobilePhone).toBe("5532987654321");
    expect(saved.quiet).toEqual({ from: 22 * 60, until: 7 * 60 + 30 });
    expect(saved.consents.whatsapp).toMatchObject({
      phone: "5532987654321",
      via: expect.stringContaining("Minha conta"),
    });
    expect(saved.consents.sms).toBeNull();
    expect(saved.preferences.deadline_tomorrow).toEqual(["whatsapp", "email"]);
    expect(saved.preferences.cacamba_delivered).toEqual(["email"]);
  });

  it("sends once per chosen, opted-in channel; waits out quiet hours; opting out stops the sends", async () => {
    const user = await makeUser(h.db);
    const me = callerFor(h.db, user);
    const base = { mobilePhone: "32991234567", quietFrom: "21:00", quietUntil: "08:00", smsOptIn: false };
    await me.notifications.saveMySettings({
      ...base,
      whatsappOptIn: true,
      preferences: { deadline_tomorrow: ["whatsapp", "email", "sms"] },
    });
    const night = new Date("2030-05-10T01:30:00Z"); // 22:30 in São Paulo
    const event = (subject: string) =>
      notify(h.db, {
        event: "deadline_tomorrow",
        subject,
        userIds: [user.id, user.id],
        orgId: null,
        timeZone: "America/Sao_Paulo",
        now: night,
        render: () => text(subject),
      });
    // E-mail and WhatsApp (SMS chosen but not opted in), once however often the event is seen.
    expect(await event("p1")).toBe(2);
    expect(await event("p1")).toBe(0);
    const [wa] = await h.db.select().from(messageOutbox).where(eq(messageOutbox.userId, user.id));
    expect(wa).toMatchObject({ channel: "whatsapp", to: "5532991234567", params: ["p1"] });
    expect(wa?.nextAttemptAt.toISOString()).toBe("2030-05-10T11:00:00.000Z"); // 08:00 local
    expect(await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(1);

    await me.notifications.saveMySettings({ ...base, whatsappOptIn: false, preferences: {} });
    const [consent] = await h.db.select().from(channelConsents).where(eq(channelConsents.userId, user.id));
    expect(consent?.optedOutAt).toBeInstanceOf(Date);
    expect(await event("p2")).toBe(1); // e-mail only
    expect(await h.db.select().from(messageOutbox).where(eq(messageOutbox.userId, user.id))).toHaveLength(1);
  });
});
