import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCacambaNumber, formatDateTime, isoDateIn } from "@/lib/format";
import { type DbHandle, openDatabase } from "@/server/db/client";
import { auditEvents, cacambas, messageOutbox, placements } from "@/server/db/schema";
import { demoServerDatabase } from "../helpers/db";
import { TEST_PASSWORD } from "../helpers/factories";
import { type FakeWhatsapp, type FakeWhatsappMessage, startFakeWhatsapp } from "../helpers/fake-whatsapp";
import { METRE_LON, makeDispatchWorld, ROADWAY, rectangle, SITE } from "../integration/dispatch/world";
import { hydrated, launchBrowser } from "./helpers/browser";
import { data, type Http, signInOverHttp } from "./helpers/http-session";
import { checkScreen, personPage } from "./helpers/person";
import { cameraPhoto } from "./helpers/person-acts";
import { freePort, type RunningServer, startServer, tempDataDir } from "./helpers/server";

/**
 * Issue 20's end to end: the real server (start command, PostgreSQL) with its real background jobs
 * (the reminders' queue, the message outbox) sends WhatsApp templates to a local fake of the Cloud API
 * (tests/helpers/fake-whatsapp.ts: the real request shapes, statuses back through the signed webhook).
 * The test's own hauler and client in Cachoeiras de Macacu, made by the factories; every act that
 * sends a message is done over HTTP by the person who does it (the driver's drop-off, the client's
 * report), and the client's one-tap link is opened in Chromium at 360 px as tapping the message does.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CM = "cachoeiras-de-macacu-rj";
const TZ = "America/Sao_Paulo";
const HOUR = 3_600_000;
const TOKEN = "token-do-usuario-do-sistema";
const APP_SECRET = "segredo-do-app-meta-e2e";
/** Random mobiles (DDD 21, Cachoeiras de Macacu): the demo data's people never share them. */
const mobile = () => `55219${String(randomInt(10_000_000, 99_999_999))}`;
const PHONES = { client: mobile(), dispatcher: mobile() };
const ADDRESS = "Rua Halfeld, 800 — Centro (Reforma Rua Halfeld)";

/** What a person ticks in Minha conta → Avisos: WhatsApp opt-in for the placement events, no quiet hours. */
async function optInWhatsapp(session: Http, phone: string) {
  const both = ["email", "whatsapp"];
  data(
    await session.mutate("notifications.saveMySettings", {
      mobilePhone: phone,
      quietFrom: "00:00",
      quietUntil: "00:00",
      whatsappOptIn: true,
      smsOptIn: false,
      preferences: {
        cacamba_delivered: both,
        deadline_tomorrow: both,
        deadline_today: both,
        deadline_overdue: both,
        cacamba_full: both,
      },
    }),
    "saveMySettings",
  );
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 180_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("warned before the fine: WhatsApp to the dispatcher and the client, and the one-tap 'está cheia'", () => {
  let server: RunningServer;
  let fake: FakeWhatsapp;
  let h: DbHandle;
  let browser: BrowserContext;
  let jpeg: Buffer;
  let database: { url: string; drop(): Promise<void> };
  let w: Awaited<ReturnType<typeof makeDispatchWorld>>;
  const placed: { a: { id: string; number: string }; b: { id: string; number: string } } = {
    a: { id: "", number: "" },
    b: { id: "", number: "" },
  };

  /** The fake's messages to this test's people (the demo data's own reminders may reach it too). */
  const ours = () => fake.messages.filter((m) => m.to === PHONES.client || m.to === PHONES.dispatcher);
  const find = (to: string, template: string, cacamba: string) =>
    ours().filter((m) => m.to === to && m.template === template && m.params.includes(`nº ${cacamba}`));

  beforeAll(async () => {
    database = await demoServerDatabase(serverUrl);
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    fake = await startFakeWhatsapp({
      token: TOKEN,
      appSecret: APP_SECRET,
      webhookUrl: `${appUrl}/api/webhooks/whatsapp`,
    });
    server = await startServer({
      dataDir: tempDataDir(),
      databaseUrl: database.url,
      port,
      env: {
        APP_URL: appUrl,
        LINK_SECRET: randomBytes(32).toString("hex"),
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_API_URL: fake.url,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: "verificacao-e2e",
      },
    });
    h = await openDatabase({ url: database.url });
    browser = await launchBrowser({ width: 360, height: 740 });
    // The driver's photo: a real JPEG, drawn by the browser (the upload sniffs its bytes).
    const scratch = await browser.newPage();
    jpeg = (await cameraPhoto(scratch, { width: 320, height: 240 })).buffer;
    await scratch.close();
  });
  afterAll(async () => {
    await browser?.close();
    await h?.close();
    await server?.stop();
    await fake?.close();
    await database?.drop();
  });

  it("a caçamba whose deadline is tomorrow: the dispatcher and the client get 'vence amanhã' on WhatsApp, once each, naming the article", async () => {
    w = await makeDispatchWorld(h.db, { municipalityId: CM });
    const as = async (u: { email: string }) => signInOverHttp(server.url, u.email, TEST_PASSWORD);
    const [client, dispatcher, driver] = await Promise.all([
      as(w.users.client),
      as(w.users.dispatcher),
      as(w.users.driverUser),
    ]);
    // The client and the dispatcher opt in to WhatsApp; the admin keeps the default (e-mail only).
    await optInWhatsapp(client, PHONES.client);
    await optInWhatsapp(dispatcher, PHONES.dispatcher);

    // Two caçambas at the client's works (A at the kerb, B 15 m west of it), each left by the driver
    // with a photo: the drop-off's transaction tells the client ("caçamba entregue").
    const today = isoDateIn(new Date(), TZ);
    for (const [key, lonOffset] of [
      ["a", 0],
      ["b", -15],
    ] as const) {
      const cacambaId = await w.cacamba();
      const [c] = await h.db.select({ n: cacambas.number }).from(cacambas).where(eq(cacambas.id, cacambaId));
      const placement = data<{ id: string }>(
        await dispatcher.mutate("dispatch.placements.save", {
          generatorOrgId: w.generator.id,
          siteId: w.site.id,
          cacambaId,
          footprint: rectangle(SITE.lon + lonOffset * METRE_LON, SITE.lat),
          facts: ROADWAY,
        }),
        "placements.save",
      );
      const job = data<{ id: string }>(
        await dispatcher.mutate("dispatch.jobs.create", {
          kind: "drop_off",
          placementId: placement.id,
          date: today,
          windowStart: "07:00",
          windowEnd: "12:00",
          driverId: w.driver.id,
        }),
        "jobs.create",
      );
      const upload = await fetch(`${server.url}/api/files?purpose=job_photo&name=entrega-${key}.jpg`, {
        method: "POST",
        body: new Uint8Array(jpeg),
        headers: { origin: server.url, cookie: driver.cookie(), "content-type": "image/jpeg" },
      });
      expect(upload.status, await upload.clone().text()).toBe(201);
      const photo = (await upload.json()) as { id: string };
      data(
        await driver.mutate("dispatch.jobs.submit", {
          idempotencyKey: randomUUID(),
          jobId: job.id,
          action: "start",
        }),
        "start",
      );
      data(
        await driver.mutate("dispatch.jobs.submit", {
          idempotencyKey: randomUUID(),
          jobId: job.id,
          action: "complete",
          photoFileId: photo.id,
        }),
        "complete",
      );
      placed[key] = { id: placement.id, number: formatCacambaNumber(c?.n ?? -1) };
    }

    // A: the client reports it a health hazard (CM art. 47, II: out within 24 h), so its deadline is
    // tomorrow; the reminders' job (every minute) and the outbox (every 15 s) do the rest.
    const reported = data<{ deadline: string }>(
      await client.mutate("dispatch.placements.reportFull", { placementId: placed.a.id, hazard: true }),
      "reportFull",
    );
    const [a] = await h.db
      .select()
      .from(placements)
      .where(and(eq(placements.orgId, w.hauler.id), eq(placements.id, placed.a.id)));
    expect(reported.deadline).toBeDefined();
    expect(a?.deadlineArticle).toBe("CM art. 47, II");
    const deadline = a?.deadline ?? new Date(0);
    expect(deadline.getTime() - (a?.hazardSince?.getTime() ?? 0)).toBe(24 * HOUR);
    expect(isoDateIn(deadline, TZ)).not.toBe(today);

    const tomorrow = (to: string) => find(to, "placement_due_tomorrow", placed.a.number);
    const [toClient, toDispatcher] = await waitFor("both 'vence amanhã' messages", () => {
      const c = tomorrow(PHONES.client)[0];
      const d = tomorrow(PHONES.dispatcher)[0];
      return c && d ? ([c, d] as const) : undefined;
    });
    for (const m of [toClient, toDispatcher]) {
      expect(m.language).toBe("pt_BR");
      expect(m.version).toBe("v21.0");
      expect(m.phoneNumberId).toBe("106540352242922");
      expect(m.params.slice(0, 4)).toEqual([
        `nº ${placed.a.number}`,
        ADDRESS,
        formatDateTime(deadline, TZ),
        "CM art. 47, II",
      ]);
    }
    // The client's link is their one-tap page; the dispatcher's, the hauler's placements list.
    expect(toClient.params[4]).toMatch(new RegExp(`^${server.url}/responder/[\\w-]{115}$`));
    expect(toDispatcher.params[4]).toBe(`${server.url}/colocacoes`);
    // The text the template reads names the article the deadline comes from.
    const [text] = await h.db
      .select({ text: messageOutbox.text })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.to, PHONES.client), eq(messageOutbox.template, "placement_due_tomorrow")));
    expect(text?.text).toBe(
      `Caçamba Certa: a caçamba nº ${placed.a.number} em ${ADDRESS} deve ser retirada até amanhã, ${formatDateTime(deadline, TZ)} (CM art. 47, II). Agende a retirada ou a troca para evitar multa: ${toClient.params[4]}`,
    );
    // The drop-offs told the client, with the law's own words where the count has not started (without
    // their final period: the template's "Prazo de retirada: {{4}}." puts it, once).
    const delivered = find(PHONES.client, "placement_delivered", placed.b.number)[0];
    expect(delivered?.params[3]).toBe(
      "Ainda sem prazo: as 48 h do CM art. 47, I contam de quando a caçamba estiver cheia",
    );
    // The admin did not opt in to WhatsApp: e-mail only.
    const [adminPhone] = await h.db
      .select({ n: messageOutbox.id })
      .from(messageOutbox)
      .where(eq(messageOutbox.userId, w.users.admin.id));
    expect(adminPhone).toBeUndefined();
  }, 300_000);

  it("the client's one-tap link at 360 px: 'está cheia' confirms in pt-BR and CM art. 47, I's 48 h start", async () => {
    const delivered = await waitFor("B's 'caçamba entregue' to the client", () => {
      const m = find(PHONES.client, "placement_delivered", placed.b.number);
      return m.length ? m : undefined;
    });
    expect(delivered).toHaveLength(1);
    const link = delivered[0]?.params[4] ?? "";
    expect(link).toMatch(new RegExp(`^${server.url}/responder/[\\w-]{115}$`));

    // What the person does: taps the link in WhatsApp, and the phone's browser opens it.
    const page = await personPage(browser, 360);
    await page.goto(link);
    await page
      .getByRole("heading", { level: 1, name: `Caçamba nº ${placed.b.number} — Reforma Rua Halfeld` })
      .waitFor();
    const deadlineText = page.getByTestId("one-tap-deadline");
    expect(await deadlineText.textContent()).toBe(
      "Ainda sem prazo: as 48 h do CM art. 47, I contam de quando a caçamba estiver cheia.",
    );
    // The driver's drop-off photo, behind the same signed link.
    const photo = page.getByRole("img", { name: "Foto da entrega da caçamba em Rua Halfeld, 800 — Centro" });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await checkScreen(page);

    const tappedAt = Date.now();
    await (await hydrated(page.getByRole("button", { name: "Está cheia" }))).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Pronto: a empresa foi avisada de que a caçamba está cheia." })
      .waitFor();
    await page.getByRole("button", { name: "Cheia — avisada" }).waitFor();
    await expect
      .poll(() => deadlineText.textContent())
      .toMatch(/^até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(CM art\. 47, I\)$/);
    await checkScreen(page);

    // The placement over the real API (the dispatcher's list) and in the database: 48 h from the tap.
    const [b] = await h.db
      .select()
      .from(placements)
      .where(and(eq(placements.orgId, w.hauler.id), eq(placements.id, placed.b.id)));
    const fullAt = b?.fullAt?.getTime() ?? 0;
    expect(fullAt).toBeGreaterThanOrEqual(tappedAt - 1_000);
    expect(fullAt).toBeLessThanOrEqual(Date.now());
    expect(b?.deadlineArticle).toBe("CM art. 47, I");
    const deadline = b?.deadline ?? new Date(0);
    expect(deadline.getTime() - fullAt).toBe(48 * HOUR);
    expect(await deadlineText.textContent()).toBe(`até ${formatDateTime(deadline, TZ)} (CM art. 47, I)`);
    await page.getByText(`cheia desde ${formatDateTime(new Date(fullAt), TZ)}`).waitFor();
    const dispatcher = await signInOverHttp(server.url, w.users.dispatcher.email, TEST_PASSWORD);
    const listed = data<{ id: string; deadline: string; deadlineArticle: string; fullAt: string }[]>(
      await dispatcher.query("dispatch.placements.list"),
      "placements.list",
    ).find((p) => p.id === placed.b.id);
    expect(listed).toMatchObject({ deadlineArticle: "CM art. 47, I" });
    expect(new Date(listed?.deadline ?? 0).getTime()).toBe(deadline.getTime());
    // The answer acted as the person the link was signed for, and says it came from the link.
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, placed.b.id), eq(auditEvents.action, "placement.reported_full")));
    expect(audit?.actorUserId).toBe(w.users.client.id);
    expect(audit?.after).toMatchObject({ via: "link de resposta" });

    // The dispatcher is told, with the new deadline and its article.
    const full = await waitFor("the dispatcher's 'caçamba cheia' for B", () => {
      const m = find(PHONES.dispatcher, "placement_full", placed.b.number);
      return m.length ? m : undefined;
    });
    expect(full[0]?.params[4]).toBe(`até ${formatDateTime(deadline, TZ)} (CM art. 47, I)`);
    await page.close();

    // Exactly once: another round of the outbox (15 s) sends nothing again; every row went once,
    // and its statuses came back through the signed webhook.
    await new Promise((r) => setTimeout(r, 20_000));
    await fake.settled();
    const key = (m: FakeWhatsappMessage) =>
      `${m.to} ${m.template} ${m.params[m.template === "placement_full" ? 1 : 0]}`;
    const A = `nº ${placed.a.number}`;
    const B = `nº ${placed.b.number}`;
    expect(ours().map(key).sort()).toEqual(
      [
        `${PHONES.client} placement_delivered ${A}`,
        `${PHONES.client} placement_delivered ${B}`,
        `${PHONES.client} placement_due_tomorrow ${A}`,
        `${PHONES.dispatcher} placement_full ${A}`,
        `${PHONES.dispatcher} placement_full ${B}`,
        `${PHONES.dispatcher} placement_due_tomorrow ${A}`,
      ].sort(),
    );
    const rows = await h.db
      .select()
      .from(messageOutbox)
      .where(inArray(messageOutbox.to, [PHONES.client, PHONES.dispatcher]));
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => "sent"));
    expect(rows.map((r) => r.providerMessageId).sort()).toEqual(
      ours()
        .map((m) => m.id)
        .sort(),
    );
    await expect
      .poll(async () =>
        (
          await h.db
            .select({ d: messageOutbox.delivery })
            .from(messageOutbox)
            .where(inArray(messageOutbox.to, [PHONES.client, PHONES.dispatcher]))
        ).map((r) => r.d),
      )
      .toEqual(rows.map(() => "read"));
  }, 300_000);
});
