import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomCnpj } from "../helpers/factories";
import { hydrated, launchBrowser } from "./helpers/browser";
import { EXPECTED_NAV } from "./helpers/expected-nav";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

const PASSWORD = "Caçambas-no-Pátio-7";
const unique = Math.random().toString(36).slice(2, 8);
const hauler = {
  name: "Helena Rocha",
  email: `helena-${unique}@exemplo.com.br`,
  company: `Helena Caçambas ${unique} Ltda.`,
};
const dispatcherEmail = `diego-${unique}@exemplo.com.br`;
const stranger = {
  name: "Sérgio Estranho",
  email: `sergio-${unique}@exemplo.com.br`,
  city: `Prefeitura Teste ${unique}`,
};

describe("accounts in the browser: sign-up, verification, invitation, trusted-org approval", () => {
  let server: RunningServer;
  let person: BrowserContext;
  let platform: BrowserContext;
  let console: Page;

  /** The superadmin reads the outbox (no SMTP here) and returns the link of the newest e-mail to `to`. */
  async function linkFromOutbox(to: string, subject: string): Promise<string> {
    await console.goto(`${server.url}/caixa-de-saida`);
    const email = console.getByRole("article", { name: `E-mail para ${to}: ${subject}` }).first();
    const href = await email.getByRole("link").first().getAttribute("href");
    if (!href) throw new Error(`no link in the e-mail to ${to}`);
    return href;
  }

  async function fresh(): Promise<Page> {
    await person.clearCookies();
    return person.newPage();
  }

  async function navLinks(page: Page) {
    return page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link").allTextContents();
  }

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    [person, platform] = await Promise.all([launchBrowser(), launchBrowser()]);
    console = await platform.newPage();
    await console.goto(`${server.url}/entrar`);
    await console.getByLabel("E-mail").fill("plataforma@demo.cacambacerta.com.br");
    await console.getByRole("textbox", { name: "Senha" }).fill("demo1234");
    await console.getByRole("button", { name: "Entrar" }).click();
    await console.waitForURL(`${server.url}/inicio`);
  });
  afterAll(async () => {
    await person?.close();
    await platform?.close();
    await server?.stop();
  });

  it("a new hauler signs up, verifies the e-mail through the outbox, invites a dispatcher who joins with the right navigation", async () => {
    const page = await fresh();
    await page.goto(`${server.url}/cadastro`);
    await page.getByLabel("Seu nome completo").fill(hauler.name);
    await page.getByLabel("E-mail").fill(hauler.email);
    await page.getByRole("textbox", { name: "Crie uma senha" }).fill(PASSWORD);
    await page.getByLabel("Razão social").fill(hauler.company);
    await page.getByLabel("CNPJ").fill(randomCnpj());
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.waitForURL(`${server.url}/inicio`);
    await page.getByText("Confirme seu e-mail").first().waitFor();
    await page.getByRole("heading", { name: "Primeiros passos" }).waitFor();

    await page.goto(await linkFromOutbox(hauler.email, "Confirme seu e-mail no Caçamba Certa"));
    await page.getByRole("button", { name: "Confirmar e-mail" }).click();
    await page.getByText("Obrigado! Seu e-mail está confirmado.").waitFor();

    await page.goto(`${server.url}/equipe`);
    await page.getByLabel("E-mail").fill(dispatcherEmail);
    await (await hydrated(page.getByLabel("Perfil", { exact: true }))).selectOption({ label: "Despacho" });
    await page.getByRole("button", { name: "Enviar convite" }).click();
    await page.getByText(`Convite enviado para ${dispatcherEmail}`).waitFor();

    const invitation = await linkFromOutbox(
      dispatcherEmail,
      `Convite para ${hauler.company} no Caçamba Certa`,
    );
    const joiner = await fresh();
    await joiner.goto(invitation);
    await joiner.getByLabel("Seu nome completo").fill("Diego Despacho");
    await joiner.getByRole("textbox", { name: "Crie uma senha" }).fill(PASSWORD);
    await joiner.getByRole("button", { name: "Aceitar convite" }).click();
    await joiner.waitForURL(`${server.url}/inicio`);
    expect(await navLinks(joiner)).toEqual(EXPECTED_NAV.despacho);
    await expect(joiner.getByText(`${hauler.company} · Despacho`).count()).resolves.toBe(1);

    const reused = await fresh();
    await reused.goto(invitation);
    await reused.getByRole("alert").filter({ hasText: "Este convite já foi usado." }).waitFor();
  });

  it("a stranger's request to be a city has no powers until the superadmin approves it", async () => {
    const page = await fresh();
    await page.goto(`${server.url}/cadastro/instituicao`);
    await (await hydrated(page.getByLabel("Tipo de organização"))).selectOption({ label: "Prefeitura" });
    await page.getByLabel("Seu nome completo").fill(stranger.name);
    await page.getByLabel("E-mail").fill(stranger.email);
    await page.getByRole("textbox", { name: "Crie uma senha" }).fill(PASSWORD);
    await page.getByLabel("Razão social").fill(stranger.city);
    await page.getByLabel("CNPJ").fill(randomCnpj());
    await page.getByRole("button", { name: "Enviar pedido de cadastro" }).click();
    await page.waitForURL(`${server.url}/inicio`);
    await page.getByText(`Pedido de cadastro em análise: ${stranger.city}`).waitFor();
    expect(await navLinks(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles({
      name: "ato-de-nomeacao.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%ato de nomeação\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Enviar documento" }).click();
    await page.getByRole("listitem").filter({ hasText: "ato-de-nomeacao.pdf" }).waitFor();
    await page.goto(`${server.url}/auditoria`);
    await page.getByText("Sem permissão").waitFor();

    await console.goto(`${server.url}/inicio`);
    const request = console.getByRole("article", { name: `Pedido de ${stranger.city}` });
    const document = await request.getByRole("link", { name: "ato-de-nomeacao.pdf" }).getAttribute("href");
    const download = await console.request.get(`${server.url}${document}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    await request.getByRole("button", { name: "Aprovar" }).click();
    await request.waitFor({ state: "detached" });

    await page.goto(`${server.url}/inicio`);
    expect(await navLinks(page)).toEqual(EXPECTED_NAV.fiscal);
    // The new city's home is the auditor's day: the municipality's overdue caçambas, counted.
    await page.getByRole("link", { name: /^Caçambas vencidas na rua \d+$/ }).waitFor();
  });
});
