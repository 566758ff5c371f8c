import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Any "XX art." citation of a law other than Juiz de Fora's. */
const OTHER_LAWS = /\b(JP|CM|IN) arts?\./;
const LOCAL_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "auto-")), "auto.pdf");
  writeFileSync(file, body);
  return execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
}

async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

/**
 * The city portal on a fresh server (its own data directory, demo data seeded relative to now: the
 * demo hauler has a caçamba placed 10 days ago in Juiz de Fora, past its JF art. 12, §1º deadline).
 */
describe("city portal in the browser: overdue caçamba → inspection → citation → defence → decision", () => {
  let server: RunningServer;
  let fiscal: BrowserContext;
  let hauler: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    fiscal = await launchBrowser();
    hauler = await launchBrowser();
  });
  afterAll(async () => {
    await fiscal?.close();
    await hauler?.close();
    await server?.stop();
  });

  it("the auditor cites the overdue caçamba with the law's fine, the hauler defends, the auditor decides", async () => {
    const page = await fiscal.newPage();
    page.on("dialog", (d) => void d.accept());
    await signIn(page, server.url, "fiscal@demo.cacambacerta.com.br");
    await page.getByRole("link", { name: "Fiscalização" }).first().click();
    await page.waitForURL(`${server.url}/fiscalizacao`);

    // Overdue caçambas come first on the home page.
    const overdue = page.getByRole("table").filter({ hasText: "Caçambas vencidas na rua" });
    const row = overdue.getByRole("row").filter({ hasText: "vencida" }).first();
    await row.getByText("Caçambas Halfeld").waitFor();
    await row.getByText("JF art. 12, §1º").waitFor();
    await row.getByRole("link", { name: "Vistoriar" }).click();
    await page.waitForURL(/\/fiscalizacao\/vistorias\/nova\?colocacao=/);

    // The dwell-time item starts as "Não conforme" for an overdue caçamba; record the inspection.
    await page.getByText("No máximo 3 dias úteis", { exact: false }).waitFor();
    expect((await page.getByText("Data e hora da vistoria:").locator("..").textContent()) ?? "").toMatch(
      LOCAL_TIME,
    );
    // The position starts as the caçamba's own (where it was placed), never the site's pin.
    await page.getByRole("button", { name: /^Usar a posição da caçamba nº \d{2}$/ }).waitFor();
    await page.getByText(/^Posição da caçamba nº \d{2}, onde foi colocada: -21,\d{6}; -43,\d{6}$/).waitFor();
    // "Tudo conforme" answers a whole section in one tap.
    const identification = page.getByRole("region", { name: "Identificação da caçamba" });
    await identification.getByRole("button", { name: /Tudo conforme/ }).click();
    await identification.getByText("(7 de 7 respondidos)").waitFor();
    await fiscal.grantPermissions(["geolocation"], { origin: server.url });
    await fiscal.setGeolocation({ latitude: -21.7601, longitude: -43.3502, accuracy: 12 });
    await page.getByRole("button", { name: "Usar minha localização (GPS)" }).click();
    await page.getByText("GPS: -21,760100; -43,350200 (±12 m)").waitFor();
    await page.getByLabel("Observações").fill("Caçamba no local há 10 dias, sem retirada.");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Registrar vistoria" }).click();
    await page.waitForURL(/\/fiscalizacao\/vistorias\/[0-9a-f-]{36}$/);
    await page.getByText("GPS -21,760100; -43,350200", { exact: false }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: "JF art. 12, §1º" })
      .getByText("Não conforme")
      .first()
      .waitFor();
    const photo = await page.request.get(
      `${server.url}${await page.getByRole("link", { name: "foto 1" }).getAttribute("href")}`,
    );
    expect(photo.headers()["content-type"]).toBe("image/png");
    await page.getByRole("link", { name: /Lavrar auto de infração/ }).click();
    await page.waitForURL(/\/fiscalizacao\/autos\/novo\?vistoria=/);

    // Only Juiz de Fora's law on the form: it lists no elements of the auto (JF art. 29).
    await page.getByText("A lei de Juiz de Fora não lista os elementos do auto", { exact: false }).waitFor();
    expect((await page.locator("main").textContent()) ?? "").not.toMatch(OTHER_LAWS);
    expect(await page.getByLabel("Dispositivo infringido").inputValue()).toBe("JF art. 12, §1º");
    // JF fines since 2024 need the monetary update factor (JF art. 31): the first fine guides the
    // city to its settings, in pt-BR, and back.
    await page
      .getByText("informe o fator de atualização dos valores da lei (JF art. 31)", { exact: false })
      .waitFor();
    expect((await page.locator("main").textContent()) ?? "").not.toContain("fineConfig");
    await page.getByRole("link", { name: "Abrir a configuração da fiscalização" }).click();
    await page.waitForURL(
      /\/fiscalizacao\/configuracao\?voltar=%2Ffiscalizacao%2Fautos%2Fnovo%3Fvistoria%3D/,
    );
    await page.getByLabel("Fator de atualização acumulado das multas").fill("1");
    // Saving returns to the auto that was interrupted, from the same inspection (#28).
    await page.getByRole("button", { name: "Salvar e voltar ao auto" }).click();
    await page.waitForURL(/\/fiscalizacao\/autos\/novo\?vistoria=/);

    // The fine preview comes from the rules engine: média, R$ 250,00 (JF art. 25).
    await page.getByText("Multa média de R$ 250,00 (JF art. 25).").waitFor();
    await page.getByLabel("Cargo do fiscal").fill("Fiscal de posturas");
    await page.getByLabel("Assinatura: digite seu nome completo").fill("Outro Nome");
    await page.getByRole("button", { name: "Lavrar auto de infração" }).click();
    await page
      .getByText("digite seu nome completo como no cadastro: Fábio Fiscal", { exact: false })
      .first()
      .waitFor();
    await page.getByLabel("Assinatura: digite seu nome completo").fill("Fábio Fiscal");
    await page.getByRole("button", { name: "Lavrar auto de infração" }).click();
    await page.waitForURL(/\/fiscalizacao\/autos\/[0-9a-f-]{36}$/);
    const citationUrl = page.url();
    await page.getByText("R$ 250,00 (média)").waitFor();
    await page.getByText("JF art. 28, parágrafo único", { exact: false }).first().waitFor();
    const signature = await page
      .getByText("Assinado eletronicamente por Fábio Fiscal", { exact: false })
      .textContent();
    expect(signature).toMatch(new RegExp(`Fábio Fiscal em ${LOCAL_TIME.source}`));
    const shown = await page.locator("main").textContent();
    expect(shown).not.toMatch(ISO_INSTANT);
    expect(shown).not.toMatch(OTHER_LAWS);
    expect(shown).not.toContain("(art. 28, parágrafo único) (JF art. 28, parágrafo único)");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const number = /nº (\d{4}\/\d{4})/.exec(heading ?? "")?.[1] ?? "";
    expect(number).not.toBe("");
    const pdf = await page.request.get(
      `${server.url}${await page.getByRole("link", { name: "Baixar o auto em PDF" }).getAttribute("href")}`,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const printed = pdfText(await pdf.body());
    expect(printed).toMatch(new RegExp(`Assinado eletronicamente por Fábio Fiscal em ${LOCAL_TIME.source}`));
    expect(printed).not.toMatch(ISO_INSTANT);
    expect(printed).not.toMatch(OTHER_LAWS);
    // The defence deadline still runs: no decision form yet.
    expect(await page.getByRole("button", { name: "Registrar decisão" }).count()).toBe(0);

    // The hauler sees it under "Autuações" and files its defence within the deadline.
    const hp = await hauler.newPage();
    await signIn(hp, server.url, "admin@demo.cacambacerta.com.br");
    await hp.getByRole("link", { name: "Autuações" }).first().click();
    await hp.waitForURL(`${server.url}/autuacoes`);
    await hp.getByRole("link", { name: number }).click();
    await hp
      .getByLabel("Defesa")
      .fill("A caçamba aguardava a troca combinada com o cliente; pedimos o cancelamento.");
    await hp.getByRole("button", { name: "Apresentar defesa" }).click();
    await hp.getByText("defesa apresentada").first().waitFor();

    // The auditor reads the defence and decides.
    await page.goto(citationUrl);
    await page.getByText("aguardava a troca combinada", { exact: false }).waitFor();
    await page.getByLabel("Manter o auto").check();
    await page
      .getByLabel("Fundamentação")
      .fill("A lei não prevê exceção por acordo com o cliente (JF art. 12, §1º).");
    await page.getByRole("button", { name: "Registrar decisão" }).click();
    await page.getByText("mantido").first().waitFor();

    await hp.reload();
    await hp.getByText("A lei não prevê exceção", { exact: false }).waitFor();
  });

  it("the bulletin is generated on demand and archived as PDF and CSV; the public list shows licensed haulers", async () => {
    const page = await fiscal.newPage();
    await page.goto(`${server.url}/fiscalizacao/boletins`);
    await page.getByRole("button", { name: "Gerar boletim agora" }).click();
    const row = page.getByRole("row").filter({ hasText: "sob demanda" }).first();
    await row.waitFor();
    const csv = await page.request.get(
      `${server.url}${await row.getByRole("link", { name: "CSV" }).getAttribute("href")}`,
    );
    expect(csv.status()).toBe(200);
    const pdf = await page.request.get(
      `${server.url}${await row.getByRole("link", { name: "PDF" }).getAttribute("href")}`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const pub = await (await launchBrowser()).newPage();
    await pub.goto(`${server.url}/transportadores/juiz-de-fora-mg`);
    await pub.getByRole("heading", { name: /Transportadores licenciados/ }).waitFor();
    const text = await csv.text();
    const listed = (await pub.getByText("Caçambas Halfeld").count()) > 0;
    expect(text.includes("Caçambas Halfeld")).toBe(listed);
    await pub.context().close();
  });

  it("a citizen reports a caçamba from its public page; the city and the hauler see it", async () => {
    const admin = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const list = await admin.query("fleet.cacambas");
    const rows = (list.body.result?.data.json ?? []) as { publicCode: string }[];
    const code = rows[0]?.publicCode ?? "";
    expect(code).not.toBe("");
    const pub = await (await launchBrowser({ width: 360, height: 740 })).newPage();
    await pub.goto(`${server.url}/c/${code}`);
    await pub
      .getByLabel("O que está acontecendo?")
      .fill("Caçamba transbordando entulho na calçada, pedestres na rua.");
    await pub.getByRole("button", { name: "Enviar denúncia" }).click();
    await pub.getByText("Denúncia enviada").waitFor();
    await pub.context().close();
    const page = await fiscal.newPage();
    await page.goto(`${server.url}/fiscalizacao/denuncias`);
    await page.getByText("transbordando entulho", { exact: false }).waitFor();
    const hp = await hauler.newPage();
    await hp.goto(`${server.url}/autuacoes`);
    await hp.getByText("transbordando entulho", { exact: false }).waitFor();
  });
});
