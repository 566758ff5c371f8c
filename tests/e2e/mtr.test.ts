import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { reportArrived } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

async function signIn(page: Page, baseUrl: string, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(`${who}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-mtr-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

async function cameraPhoto(page: Page) {
  const jpeg = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 64;
    c.height = 48;
    const g = c.getContext("2d");
    if (g) {
      g.fillStyle = "#868e96";
      g.fillRect(0, 0, 64, 48);
    }
    return c.toDataURL("image/jpeg").split(",")[1] ?? "";
  });
  return { name: "carga.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") };
}

/** Hydrated once React has attached itself to the page's forms or buttons. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector("main button") ?? {}).some((k) => k.startsWith("__react")),
  );

describe("MTR e CDF by clicks, against the built-in fake of MTR-MG (FEAM)", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let phoneCtx: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir(), env: { MTR_MODE: "fake" } });
    browser = await launchBrowser();
    phoneCtx = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await phoneCtx?.close();
    await browser?.close();
    await server?.stop();
  });

  it("the construction company consents, the dispatcher issues a CTR and its MTR from the board, the driver loads, the receiver confirms, corrects the weight and issues the month's CDF, the client downloads it and accepts the altered receipt, the platform sets a state's system", async () => {
    // 1. The construction company's authorization for its hauler to issue its MTRs: the demo's is given;
    // revoked and given again by clicks.
    const page = await browser.newPage();
    await signIn(page, server.url, "cliente");
    await page.getByRole("link", { name: "MTR e CDF" }).first().click();
    await page.waitForURL(`${server.url}/mtr`);
    await hydrated(page);
    await page.getByText(/^Autorizada em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByRole("button", { name: "Revogar Caçambas Halfeld Transportes Ltda." }).click();
    await page.getByText("Não autorizada", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Autorizar Caçambas Halfeld Transportes Ltda." }).click();
    await page.getByText(/^Autorizada em \d{2}\/\d{2}\/\d{4}/).waitFor();

    // 2. The driver leaves for today's pick-up.
    await phoneCtx.grantPermissions(["geolocation"], { origin: server.url });
    await phoneCtx.setGeolocation({ latitude: -21.7612, longitude: -43.3496, accuracy: 8 });
    const phone = await phoneCtx.newPage();
    await signIn(phone, server.url, "motorista");
    await phone.getByRole("link", { name: /^(Abrir|Ver) meus serviços$/ }).click();
    await phone.waitForURL(`${server.url}/motorista`);
    const card = phone.getByTestId("driver-job").filter({ hasText: "Retirada" });
    await card.getByRole("button", { name: "Saí para o serviço" }).click();
    await card.getByText("a caminho").waitFor();

    // 3. The dispatcher issues the CTR from the job's card, then its MTR.
    await signIn(page, server.url, "despacho");
    await page.getByRole("link", { name: "Despacho", exact: true }).first().click();
    await page.waitForURL(`${server.url}/despacho`);
    await page
      .getByTestId("board-job")
      .filter({ hasText: "Retirada" })
      .getByRole("link", { name: "Emitir CTR" })
      .click();
    await page.waitForURL(/\/ctrs\/novo\?servico=/);
    await page.getByLabel("Material predominante").fill("Entulho de demolição");
    await page.getByLabel("Volume (m³)").fill("5");
    await page.getByRole("button", { name: "Emitir CTR" }).click();
    await page.waitForURL(/\/ctrs\/[0-9a-f-]{36}$/);
    const ctrUrl = page.url();
    const number =
      /\d{4}\/\d{6}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")?.[0] ?? "";
    // Back on the board, the job's card offers "Emitir MTR" beside its CTR.
    await page.getByRole("link", { name: "Despacho", exact: true }).first().click();
    await page.waitForURL(`${server.url}/despacho`);
    const boardCard = page.getByTestId("board-job").filter({ hasText: `CTR ${number}` });
    await hydrated(page);
    await boardCard.getByRole("button", { name: "Emitir MTR" }).click();
    const cardMtr = boardCard.getByText(/^MTR nº \d{11}$/);
    await cardMtr.waitFor();
    const mtrNumber = ((await cardMtr.textContent()) ?? "").replace("MTR nº ", "");
    await boardCard.getByRole("link", { name: `CTR ${number}` }).click();
    await page.waitForURL(ctrUrl);
    await page.getByText(`MTR nº ${mtrNumber}`).waitFor();
    await page.getByText("MTR-MG (FEAM) · resíduo IBAMA 170107").waitFor();
    const pdf = await page.request.get(
      `${server.url}${await page.getByRole("link", { name: "PDF (3 vias)" }).getAttribute("href")}`,
    );
    expect(pdfText(await pdf.body())).toContain(`Nº ${mtrNumber} — MTR-MG (FEAM) (emitido)`);
    // The driver's card shows it too.
    await phone.reload();
    await card.getByText(`MTR nº ${mtrNumber}`).waitFor();

    // 4. The driver loads the caçamba (the pick-up completes with its CTR).
    await card.locator('input[type="file"]').setInputFiles(await cameraPhoto(phone));
    await card.getByRole("button", { name: "Registrar retirada" }).click();
    await reportArrived(card);

    // 5. The receiver confirms the load at the gate; the MTR's receipt goes to the system with it.
    await signIn(page, server.url, "receptor");
    await page.getByRole("link", { name: "Receber carga" }).first().click();
    await page.waitForURL(`${server.url}/receber`);
    await page.getByLabel("Número do CTR").fill(number);
    await page.getByRole("button", { name: "Buscar CTR" }).click();
    await page.getByLabel("Peso medido (t)").fill("6,2");
    await page.locator('input[type="file"]').setInputFiles(await cameraPhoto(page));
    await page.getByRole("button", { name: "Confirmar recebimento" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `CTR ${number} recebido.` })
      .waitFor();
    await page.getByRole("link", { name: "Receber carga" }).first().click();
    await page.getByRole("link", { name: number, exact: true }).first().click();
    await page.waitForURL(ctrUrl);
    await page.getByText("recebido pelo destinador").waitFor();
    // A second weighing: the receiver corrects the quantity; the MTR's receipt is altered in the system.
    await hydrated(page);
    await page.getByLabel("Peso correto (t)").fill("5,9");
    await page.getByLabel("Motivo da correção").fill("Segunda pesagem na balança aferida");
    await page.getByRole("button", { name: "Corrigir quantidade" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Quantidade do CTR ${number} corrigida.` })
      .waitFor();

    // 6. …and issues the month's CDF in one action: this load's MTR, with the demo's load received at the
    // ATT two days ago when that day is in this month.
    await page.getByRole("link", { name: "MTR e CDF" }).first().click();
    await page.waitForURL(`${server.url}/mtr`);
    await hydrated(page);
    await page.getByRole("button", { name: "Emitir CDF do período" }).click();
    const done = page.getByRole("status").filter({ hasText: /CDF nº \d+ emitido \([12] MTR\)\./ });
    await done.waitFor();
    const cdfNumber = /CDF nº (\d+)/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    // The CDF's row links its PDF, in a new tab as the other PDFs.
    const receiverPdf = page
      .getByRole("table", { name: "CDFs emitidos" })
      .getByRole("link", { name: `CDF nº ${cdfNumber} (PDF)` });
    expect(await receiverPdf.getAttribute("target")).toBe("_blank");
    // Every call is in the call log, filtered by the MTR's number and outcome.
    await page.getByRole("link", { name: "Chamadas aos sistemas de MTR" }).click();
    await page.waitForURL(`${server.url}/mtr/chamadas`);
    await page.getByLabel("CTR, MTR ou CDF nº").fill(mtrNumber);
    await page.getByLabel("Resultado", { exact: true }).selectOption("ok");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/\/mtr\/chamadas\?documento=\d{11}&resultado=ok/);
    await page.getByText("alterar recebimento (alteraRecebimento)").first().waitFor();
    await page.getByText("receber MTR (receberManifestoLote)").first().waitFor();
    expect(await page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).count()).toBeGreaterThan(1);

    // 7. The client finds the CDF in its documents, next to the proof of destination, and downloads it.
    await signIn(page, server.url, "cliente");
    await page.getByRole("link", { name: "CTRs e comprovantes" }).first().click();
    await page.waitForURL(`${server.url}/documentos`);
    const row = page.getByRole("row").filter({ hasText: number });
    await row.getByRole("link", { name: "Comprovante de destinação" }).waitFor();
    const cdfHref = await row.getByRole("link", { name: `CDF nº ${cdfNumber} (PDF)` }).getAttribute("href");
    const cdf = await page.request.get(`${server.url}${cdfHref}`);
    expect(cdf.status()).toBe(200);
    expect(cdf.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await cdf.body());
    expect(text).toContain(`CDF nº ${cdfNumber}`);
    expect(text).toContain(mtrNumber);
    expect(text).toContain("Razão Social: Construtora Morro do Imperador Ltda.");
    expect(text).toContain("ATT Paraibuna Reciclagem de Entulho Ltda.");
    // …and on "MTR e CDF", where the MTRs are, with the same PDF.
    await page.getByRole("link", { name: "MTR e CDF" }).first().click();
    await page.waitForURL(`${server.url}/mtr`);
    const listed = page
      .getByRole("table", { name: "CDFs das suas cargas" })
      .getByRole("row")
      .filter({ hasText: mtrNumber });
    expect(await listed.getByRole("link", { name: `CDF nº ${cdfNumber} (PDF)` }).getAttribute("target")).toBe(
      "_blank",
    );
    // The receiver's correction waits there for the client's answer (aceiteAlteracaoRecebimento): the client
    // opens the CTR from the list and accepts it; the list no longer shows it.
    const changes = page.getByRole("table", { name: "Alterações de recebimento aguardando sua resposta" });
    await changes.getByRole("link", { name: number, exact: true }).click();
    await page.waitForURL(ctrUrl);
    const change = page.getByRole("status").filter({ hasText: "Recebimento alterado pelo destinador" });
    await change.getByText(/Motivo: .*Segunda pesagem na balança aferida/).waitFor();
    await hydrated(page);
    await change.getByRole("button", { name: "Aceitar alteração" }).click();
    await change.getByText(/^Alteração aceita pelo gerador em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    await page.getByRole("link", { name: "MTR e CDF" }).first().click();
    await page.waitForURL(`${server.url}/mtr`);
    await page.getByRole("table", { name: "CDFs das suas cargas" }).waitFor();
    expect(await page.getByText("Recebimentos alterados a responder").count()).toBe(0);

    // 8. The platform sets the MTR system of a state on its home, and puts it back.
    await signIn(page, server.url, "plataforma");
    await page.getByText("Sistema de MTR por estado").waitFor();
    await hydrated(page);
    await page.getByLabel("Estado", { exact: true }).selectOption("PB");
    await page.getByLabel("Sistema de MTR", { exact: true }).selectOption("inea");
    await page.getByRole("button", { name: "Salvar sistema do estado" }).click();
    await page.getByRole("status").filter({ hasText: "PB passa a usar MTR-RJ (INEA)." }).waitFor();
    await page.getByText("Definido pela plataforma (padrão: SINIR (MTR nacional))").waitFor();
    await page.getByLabel("Sistema de MTR", { exact: true }).selectOption("padrao");
    await page.getByRole("button", { name: "Salvar sistema do estado" }).click();
    await page.getByRole("status").filter({ hasText: "PB volta ao sistema padrão do estado." }).waitFor();
    await phone.close();
    await page.close();
  });
});
