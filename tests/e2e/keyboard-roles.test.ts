import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONEY_EMPTY } from "@/features/forms/money-field";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { expectFocusOn, retype, signInWithKeys } from "./helpers/keyboard";
import { focused, tabTo } from "./helpers/keys";
import { personPage } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** Enter on a menu entry, then the new page's heading; focus is not left on a control that went away. */
async function openFromMenu(page: Page, entry: string, heading: string) {
  // From inside the page's content the menu is behind: Shift+Tab goes back to it.
  const back = (await focused(page)).inMain;
  await tabTo(page, (f) => f.inNavbar && f.name === entry, { limit: 100, back });
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  // Item 1: after a navigation focus is on the new page's heading, not on the menu nor the page body.
  await expectFocusOn(
    page,
    { tag: "h1", name: expect.stringMatching(new RegExp(`^${heading}`)) },
    `${entry}: the new page's heading`,
  );
}

const notOnBody = async (page: Page, why: string) =>
  expect.poll(async () => (await focused(page)).tag, { message: why }).not.toBe("body");

/**
 * Issue #47: each role's main task with the keyboard alone, at 1280 px. After every action that stays on the
 * page focus goes to its result — the first field in error (its message read with it), the refusal or the
 * confirmation — visibly, never to the page body.
 */
describe("keyboard alone: each role's main task and the public code check", () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the receiver confirms a load: weight missing → focus on the weight; recorded → focus on the message", async () => {
    const http = await signInOverHttp(server.url, "receptor@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const list = await http.query("ctr.receiver.list", {});
    const rows = (list.body.result?.data.json ?? []) as { number: string; status: string }[];
    const load = rows.find((r) => r.status === "in_transit");
    expect(load, "a demo load on its way to the receiver").toBeDefined();
    const number = load?.number ?? "";

    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "receptor");
    await openFromMenu(page, "Receber carga", "Receber carga");
    await tabTo(page, (f) => f.label === "Número do CTR");
    await page.keyboard.type(number);
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { tag: "h2", inMain: true }, "the search's result: the load's heading");
    expect((await focused(page)).name).toContain(`CTR ${number}`);

    await tabTo(page, (f) => f.name === "Confirmar recebimento");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { label: "Peso medido (t)" }, "the refusal: focus on the field in error");
    // The message is read with the field: it is marked invalid and described by its error.
    const said = await page.evaluate(() => {
      const el = document.activeElement;
      const ids = el?.getAttribute("aria-describedby")?.split(" ") ?? [];
      const text = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      return { invalid: el?.getAttribute("aria-invalid"), text };
    });
    expect(said.invalid).toBe("true");
    expect(said.text).toMatch(/peso/i);
    await page.keyboard.type("3,2");
    await tabTo(page, (f) => f.name === "Confirmar recebimento");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { name: `CTR ${number} recebido.` }, "recorded: focus on the message");
    await page.close();
  });

  it("the client orders a caçamba: no date → focus on the date; sent → focus on the confirmation", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "cliente");
    await openFromMenu(page, "Minhas caçambas", "Minhas caçambas");
    // The price box is information, not an alert read out at each change (item 8).
    expect(
      await page
        .getByRole("alert")
        .filter({ hasText: /^Preço/ })
        .count(),
    ).toBe(0);
    await tabTo(page, (f) => f.name === "Pedir caçamba", { limit: 60 });
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { label: "A partir de" }, "refused: focus on the date in error");
    await page.keyboard.type("20/04/2031");
    await tabTo(page, (f) => f.name === "Pedir caçamba");
    await page.keyboard.press("Enter");
    await expectFocusOn(
      page,
      { name: "Pedido enviado. A empresa vai agendar a entrega." },
      "sent: focus on the confirmation",
    );
    await page.close();
  });

  it("the admin browses companies with the arrows, saves general rules and closes a cancellation with Escape", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "admin");

    // Item 2: an arrow browses the company switcher; nothing switches until Enter or "Trocar para …".
    await tabTo(page, (f) => f.label === "Organização");
    const switched: string[] = [];
    page.on("request", (r) => void (r.url().includes("session.switchOrg") && switched.push(r.url())));
    await page.keyboard.press("ArrowDown");
    await page.getByRole("button", { name: /^Trocar para / }).waitFor();
    expect(switched).toEqual([]);
    await expectFocusOn(page, { label: "Organização" }, "focus stays on the switcher");
    await page.keyboard.press("ArrowUp");
    await page.getByRole("button", { name: /^Trocar para / }).waitFor({ state: "detached" });
    const fits = await page.getByLabel("Organização").evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, "the company's name is whole in the switcher").toBe(true);

    // Item 3: an empty amount is asked for, not called invalid; focus goes to it.
    await openFromMenu(page, "Preços", "Preços");
    await tabTo(page, (f) => f.label === "Troca", { limit: 60 });
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await tabTo(page, (f) => f.name === "Salvar regras gerais");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { label: "Troca" }, "the first field in error takes focus");
    await page.getByText(MONEY_EMPTY).waitFor();
    expect(await page.getByText("Valor inválido").count()).toBe(0);
    await retype(page, "0,00");
    await tabTo(page, (f) => f.name === "Salvar regras gerais");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { name: "Regras gerais salvas." }, "saved: focus on the confirmation");

    // Items 1 and 7: the cancel form opens on its reason; Escape closes it, focus back on its button.
    await openFromMenu(page, "Pedidos", "Pedidos");
    await tabTo(page, (f) => f.name === "Cancelar pedido", { limit: 80 });
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { label: "Motivo do cancelamento" }, "opened: focus on the reason");
    await page.keyboard.press("Escape");
    await page.getByLabel("Motivo do cancelamento").waitFor({ state: "detached" });
    await expectFocusOn(page, { name: "Cancelar pedido" }, "closed: focus back on its button");
    await page.close();
  });

  it("the auditor opens an overdue caçamba's inspection from its own named link", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "fiscal");
    await openFromMenu(page, "Fiscalização", "Fiscalização");
    // Item 8: each row's link names its caçamba, so the list of "Vistoriar" reads as different links.
    const links = await page.getByRole("link", { name: /^Vistoriar a caçamba / }).all();
    const names = await Promise.all(links.map((l) => l.getAttribute("aria-label")));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    await tabTo(page, (f) => f.name.startsWith("Vistoriar a caçamba "), { limit: 80 });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Nova vistoria" }).waitFor();
    // Item 1: a navigation puts focus on the new page's heading; the next Tab goes on into its content.
    await expectFocusOn(page, { tag: "h1", name: "Nova vistoria" }, "the new page's heading");
    await page.keyboard.press("Tab");
    await expectFocusOn(page, { inMain: true }, "from the heading into the page");
    // Item 5: the checklist's sections are reached by jumps, and an item's answer comes before its article.
    await tabTo(page, (f) => f.name === "Identificação da caçamba", { limit: 60 });
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await focused(page)).id, { message: "the jump focuses the section" })
      .toBe("lista-identification");
    await page.keyboard.press("Tab");
    await expectFocusOn(
      page,
      { name: "Tudo conforme: Identificação da caçamba" },
      "the section's first stop",
    );
    const stops: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      stops.push(f.tag === "a" ? `link ${f.name}` : f.tag);
    }
    expect(stops[0]).toBe("input");
    expect(stops[1]).toMatch(/^link JF art\. /);
    expect(stops[2]).toBe("input");
    await page.close();
  });

  it("the platform admin sets a state's MTR system from its home and opens the outbox", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "plataforma");
    await tabTo(page, (f) => f.label === "Estado", { limit: 60 });
    await page.keyboard.type("PB");
    expect(await page.getByLabel("Estado", { exact: true }).inputValue()).toBe("PB");
    await page.keyboard.press("Tab");
    await page.keyboard.type("MTR-RJ");
    expect(await page.getByLabel("Sistema de MTR", { exact: true }).inputValue()).toBe("inea");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { name: "PB passa a usar MTR-RJ (INEA)." }, "saved: focus on the confirmation");
    // Back to the state's default, so the demo stays as it was.
    await tabTo(page, (f) => f.label === "Sistema de MTR", { back: true });
    await page.keyboard.type("Padr");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectFocusOn(
      page,
      { name: "PB volta ao sistema padrão do estado." },
      "saved again: its confirmation",
    );
    await openFromMenu(page, "Caixa de saída", "Caixa de saída");
    await page.close();
  });

  it("the public code check: the header's jump focuses the field, and a CTR's number is explained", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/transportadores`);
    await tabTo(page, (f) => f.name === "Conferir código");
    await page.keyboard.press("Enter");
    await expectFocusOn(page, { label: "Código da caçamba ou do CTR" }, "the jump's target takes focus");
    await page.keyboard.type("2026/000006");
    await page.keyboard.press("Enter");
    await page.getByText(/^Este é o número do CTR, não o código\./).waitFor();
    await notOnBody(page, "refused: focus stays in the form");
    await expectFocusOn(page, { label: "Código da caçamba ou do CTR" }, "focus on the field in error");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.close();
  });
});
