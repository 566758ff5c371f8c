import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrgName } from "@/features/shell/names";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { hydrated, launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { type Journey, menuLink, startJourney } from "./helpers/journey";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

const FIRST = "Caçambas Halfeld Transportes Ltda.";
const SECOND = "Caçambas Serra Verde Ltda.";
/** The switcher names each company by its short name ("Caçambas Serra Verde"). */
const option = (org: string) => shortOrgName(org);

/**
 * Issue #28, item 3: the demo admin runs two haulers. Switching company while an invoice or a caçamba of
 * the first is open used to show "Algo deu errado" (the record is not the second company's); now the
 * person lands on the same kind of list in the new company, with no error on screen, in the console
 * or in the server's log.
 */
describe("switching company on a detail page lands on its list", () => {
  let own: ServerOnOwnDatabase;
  let browser: BrowserContext;
  let invoiceId = "";

  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    browser = await launchBrowser();
    // This test's own invoice: fatura nº 1 of the first hauler to its demo client (no order needed to read it).
    const [ids] = await own.sql<{ hauler: string; client: string; admin: string }[]>`
      select (select id from orgs where legal_name = ${FIRST}) as hauler,
             (select id from orgs where kind = 'generator' limit 1) as client,
             (select id from users where email = 'admin@demo.cacambacerta.com.br') as admin`;
    if (!ids) throw new Error("demo data missing");
    const [invoice] = await own.sql<{ id: string }[]>`
      insert into invoices (org_id, number, client_org_id, kind, status, subtotal_cents, total_cents,
                            due_date, issued_at, created_by)
      values (${ids.hauler}, 1, ${ids.client}, 'order', 'issued', 32000, 32000,
              current_date + 10, now(), ${ids.admin})
      returning id`;
    invoiceId = invoice?.id ?? "";
    await own.sql`
      insert into invoice_lines (org_id, invoice_id, position, kind, description, quantity, unit_cents, amount_cents)
      values (${ids.hauler}, ${invoiceId}, 1, 'rental', 'Locação de caçamba 5 m³', 1, 32000, 32000)`;
  });
  afterAll(async () => {
    await browser?.close();
    await own?.close();
  });

  /** Chooses `org` in the menu's company switcher and waits for the whole new page at `path`. */
  async function switchTo(j: Journey, org: string, path: string) {
    const { page } = j;
    const burger = page.getByRole("button", { name: "Abrir menu" });
    if (await burger.isVisible()) await burger.click();
    const select = await hydrated(page.getByLabel("Organização"));
    const reloaded = page.waitForEvent("load");
    await select.selectOption({ label: option(org) });
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(path);
    await j.see();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/Algo deu errado|Código do erro|Página não encontrada/);
    expect(await page.getByLabel("Organização").inputValue()).not.toBe("");
    const chosen = await page.getByLabel("Organização").evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.options[s.selectedIndex]?.text ?? "";
    });
    expect(chosen).toBe(option(org));
  }

  for (const width of [360, 1280]) {
    it(`at ${width} px: an invoice and a caçamba open, the company switched, the list of the new one`, async () => {
      const j = await startJourney(browser, own.server.url, width, "admin");
      const { page } = j;
      await j.open(await menuLink(page, "Faturas"), "/faturas");
      await j.open(page.getByRole("link", { name: "Abrir fatura 1" }), /^\/faturas\/[0-9a-f-]{36}$/);
      await page.getByRole("heading", { name: "Fatura nº 1" }).waitFor();
      await switchTo(j, SECOND, "/faturas");
      await page.getByText("Nenhuma fatura", { exact: true }).waitFor();
      await expect(page.getByRole("link", { name: "Abrir fatura 1" }).count()).resolves.toBe(0);

      // A list stays a list: back in the first company, on the same page.
      await switchTo(j, FIRST, "/faturas");
      await j.open(await menuLink(page, "Frota"), "/frota");
      await j.open(
        // The first caçamba's number (a column's name may link its article).
        page.getByRole("table", { name: "Caçambas" }).locator("tbody").getByRole("link").first(),
        /^\/frota\/cacambas\/[0-9a-f-]{36}$/,
      );
      await page.getByRole("heading", { name: /^Caçamba nº \d+$/ }).waitFor();
      await switchTo(j, SECOND, "/frota");
      await page.getByText("Nenhuma caçamba cadastrada").waitFor();
      await j.end();
      expect(own.server.output()).not.toMatch(/não encontrado\(a\)/);
    });
  }

  it("another company's invoice reached with the browser's Back button, or an id that cannot be one, is the not-found page", async () => {
    // A person's way back to the first company's invoice once in the second: Back after the switch.
    const j = await startJourney(browser, own.server.url, 1280, "admin");
    const { page } = j;
    await j.open(await menuLink(page, "Faturas"), "/faturas");
    await j.open(page.getByRole("link", { name: "Abrir fatura 1" }), `/faturas/${invoiceId}`);
    await switchTo(j, SECOND, "/faturas");
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(`/faturas/${invoiceId}`);
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    expect(await page.locator("main").innerText()).not.toMatch(/Algo deu errado|Código do erro/);
    // The shell stays: the menu is one tap away.
    await page.getByRole("navigation", { name: "Navegação principal" }).waitFor();
    // The not-found page answers 404, which Chromium logs for the document itself: that one line, and only it.
    const own404 = (p: string) => p.includes("status of 404") && p.includes(`/faturas/${invoiceId}`);
    expect(page.problems.filter(own404)).toHaveLength(1);
    page.problems = page.problems.filter((p) => !own404(p));
    await j.see();
    await j.end();

    // No link carries an id of another shape; a mangled one asked over HTTP is the same page, with its 404.
    const session = await signInOverHttp(own.server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const res = await fetch(`${own.server.url}/faturas/nao-e-um-id`, {
      headers: { cookie: session.cookie() },
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Página não encontrada");
    expect(html).not.toMatch(/Algo deu errado|Código do erro/);
  });
});
