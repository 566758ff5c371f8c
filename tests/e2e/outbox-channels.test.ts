import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { startJourney } from "./helpers/journey";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

const LONG_LINK = `https://cacambacerta.example/um-toque/${"a1b2c3d4".repeat(30)}`;

describe("the outbox shows every channel and fits the screen; settings say which channel cannot send here", () => {
  let own: ServerOnOwnDatabase;
  let browser: BrowserContext;

  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    browser = await launchBrowser();
    // What the notification jobs leave behind on an installation with no WhatsApp nor SMS provider: one
    // message waiting per channel, and one that failed, each with a link longer than any screen.
    const [hauler] = await own.sql<{ id: string }[]>`select id from orgs where kind = 'hauler' limit 1`;
    const rows = [
      ["whatsapp", "5532987651001", "pending", null],
      ["sms", "5532987651002", "pending", null],
      ["sms", "5532987651003", "failed", "Número inválido para a operadora"],
    ] as const;
    for (const [channel, to, status, lastError] of rows) {
      await own.sql`
        insert into message_outbox (org_id, channel, "to", template, params, text, status, last_error)
        values (${hauler?.id ?? null}, ${channel}, ${to}, 'lembrete_prazo', '[]'::jsonb,
                ${`A caçamba nº 03 vence amanhã. Responda por aqui: ${LONG_LINK}`}, ${status}, ${lastError})`;
    }
    await own.sql`
      insert into email_outbox (org_id, "to", subject, text, template)
      values (${hauler?.id ?? null}, ${`contato-${"muito-longo".repeat(6)}@cliente.example`},
              'Convite para o Caçamba Certa', ${`Entre pelo link ${LONG_LINK}`}, 'convite')`;
  });
  afterAll(async () => {
    await browser?.close();
    await own?.close();
  });

  for (const width of [360, 1280]) {
    it(`at ${width} px the platform reaches the outbox by clicks: WhatsApp and SMS listed, nothing wider than the screen`, async () => {
      const journey = await startJourney(browser, own.server.url, width, "plataforma");
      const { page } = journey;
      await journey.open(page.getByRole("link", { name: "Caixa de saída de mensagens" }), "/caixa-de-saida");
      const whatsapp = page.getByRole("article", { name: "WhatsApp para +55 (32) 98765-1001" });
      await whatsapp.getByText("aguardando — WhatsApp não está configurado nesta instalação").waitFor();
      await whatsapp.getByRole("link", { name: LONG_LINK }).waitFor();
      await page
        .getByRole("article", { name: "SMS para +55 (32) 98765-1002" })
        .getByText("aguardando — SMS não está configurado nesta instalação")
        .waitFor();
      const failed = page.getByRole("article", { name: "SMS para +55 (32) 98765-1003" });
      await failed.getByText("falhou", { exact: true }).waitFor();
      await failed.getByText("último erro: Número inválido para a operadora", { exact: false }).waitFor();
      await page.getByRole("article", { name: /^E-mail para contato-muito-longo/ }).waitFor();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await journey.see();
      await journey.end();
    });
  }

  it("a client's settings say that WhatsApp and SMS are not configured here, never 'Autorizado' as if they would arrive", async () => {
    const journey = await startJourney(browser, own.server.url, 360, "cliente");
    const { page } = journey;
    await journey.open(page.getByRole("link", { name: /^Minha conta/ }), "/conta");
    const form = page.getByRole("form", { name: "Avisos" });
    await form.getByText("WhatsApp não está configurado nesta instalação", { exact: false }).waitFor();
    await form.getByText("SMS não está configurado nesta instalação", { exact: false }).waitFor();
    expect(await form.getByText(/^Autorizado em/).count()).toBe(0);
    await journey.see();
    await journey.end();
  });
});
