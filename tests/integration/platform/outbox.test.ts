import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";
import { enqueueEmail } from "@/server/mail/outbox";
import { NOT_CONFIGURED } from "@/server/messages/dispatch";
import { enqueueMessage } from "@/server/messages/outbox";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg, makeUser } from "../../helpers/factories";

const PROVIDER_VARS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "SMS_API_URL",
  "SMS_API_TOKEN",
  "SMTP_URL",
];
const text = (n: string) => ({
  template: "teste",
  params: [n],
  text: `Aviso ${n}: https://cacambacerta.example/um-toque/${"x".repeat(120)}`,
});

describe("the platform's outbox: every channel, each message with its company, for the platform only", () => {
  let h: DbHandle;
  const saved = Object.fromEntries(PROVIDER_VARS.map((k) => [k, process.env[k]]));
  beforeAll(async () => {
    h = await freshDatabase();
    for (const k of PROVIDER_VARS) delete process.env[k];
  });
  afterEach(() => {
    for (const k of PROVIDER_VARS) delete process.env[k];
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
    await h.close();
  });

  it("lists e-mail, WhatsApp and SMS together, names each one's company, says in pt-BR why it waits", async () => {
    const a = await makeOrg(h.db, { kind: "hauler", name: `Caçambas Alfa ${Date.now()}` });
    const b = await makeOrg(h.db, { kind: "hauler", name: `Caçambas Beta ${Date.now()}` });
    await enqueueEmail(h.db, "alfa@teste.example", { template: "t", subject: "Convite", text: "Olá" }, a.id);
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5532987650001" }, text("alfa"), { orgId: a.id });
    await enqueueMessage(h.db, { channel: "sms", to: "5532987650002" }, text("beta"), { orgId: b.id });
    await enqueueMessage(h.db, { channel: "whatsapp", to: "5532987650003" }, text("falhou"), { orgId: b.id });
    await h.db
      .update(messageOutbox)
      .set({ lastError: NOT_CONFIGURED.sms })
      .where(eq(messageOutbox.to, "5532987650002"));
    await h.db
      .update(messageOutbox)
      .set({ status: "failed", lastError: "(#131026) Message undeliverable" })
      .where(eq(messageOutbox.to, "5532987650003"));

    const superadmin = await makeUser(h.db, { isSuperadmin: true });
    const items = await callerFor(h.db, superadmin).platform.outbox();
    const byTo = (to: string) => items.find((m) => m.to === to);
    expect(byTo("alfa@teste.example")).toMatchObject({
      channel: "email",
      orgName: a.legalName,
      subject: "Convite",
    });
    expect(byTo("+55 (32) 98765-0001")).toMatchObject({
      channel: "whatsapp",
      channelLabel: "WhatsApp",
      orgName: a.legalName,
      status: "pending",
      statusLabel: "aguardando — WhatsApp não está configurado nesta instalação",
      text: expect.stringContaining("Aviso alfa"),
    });
    expect(byTo("+55 (32) 98765-0002")).toMatchObject({
      channel: "sms",
      orgName: b.legalName,
      statusLabel: "aguardando — SMS não está configurado nesta instalação",
      lastError: null,
    });
    expect(byTo("+55 (32) 98765-0003")).toMatchObject({
      status: "failed",
      statusLabel: "falhou",
      lastError: "(#131026) Message undeliverable",
    });
    // Newest first; no setting's name anywhere a person reads.
    const times = items.map((m) => m.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(JSON.stringify(items)).not.toMatch(/WHATSAPP_|SMS_API|SMTP_URL/);

    // With WhatsApp configured its messages are on their way: no text shown (it carries one-tap links).
    process.env.WHATSAPP_TOKEN = "token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "100200300";
    const configured = await callerFor(h.db, superadmin).platform.outbox();
    expect(configured.find((m) => m.to === "+55 (32) 98765-0001")).toMatchObject({
      statusLabel: "na fila",
      text: null,
    });
    expect(configured.find((m) => m.to === "+55 (32) 98765-0002")?.text).toContain("Aviso beta");
  });

  it("a company's admin may not read it (403 in pt-BR), and a person's settings say which channel cannot send here", async () => {
    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, hauler.id, "admin");
    const refused = await callerFor(h.db, admin, hauler.id)
      .platform.outbox()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("FORBIDDEN");
    expect((refused as TRPCError).message).toMatch(/[ãçéõ]|plataforma/i);

    const settings = () => callerFor(h.db, admin, hauler.id).notifications.mySettings();
    expect((await settings()).available).toEqual({ whatsapp: false, sms: false });
    process.env.SMS_API_URL = "http://127.0.0.1:1";
    process.env.SMS_API_TOKEN = "t";
    expect((await settings()).available).toEqual({ whatsapp: false, sms: true });
  });
});
