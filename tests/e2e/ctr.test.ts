import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
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

/** The pages of the PDF's images (soft masks left out), as `pdfimages -list` numbers them. */
function pdfImagePages(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-ctr-")), "doc.pdf");
  writeFileSync(file, pdf);
  const rows = execFileSync("pdfimages", ["-list", file]).toString().trim().split("\n").slice(2);
  return rows
    .map((r) => r.trim().split(/\s+/))
    .filter((c) => c[2] === "image")
    .map((c) => c[0] ?? "");
}

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-ctr-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

/** A small JPEG drawn in the page, as the phone camera would hand it to the file input. */
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
  return { name: "retirada.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") };
}

/** Signs on the pad with the mouse (pointer events, as a finger would). */
async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("signature pad not visible");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * 18, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
}

describe("CTR in the browser: pick-up with CTR, print, receive at 360 px, receipt, public check", () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let phoneCtx: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
    phoneCtx = await launchBrowser({ width: 360, height: 740 });
  });
  afterAll(async () => {
    await phoneCtx?.close();
    await browser?.close();
    await server?.stop();
  });

  it("a pick-up is refused without a CTR, completes once the CTR is issued for it; the receiver confirms it by its number on a phone; the public page says recebido", async () => {
    // 1. The driver (demo: Marcos Motorista) leaves for today's pick-up and tries to record it: refused, no CTR.
    await phoneCtx.grantPermissions(["geolocation"], { origin: server.url });
    await phoneCtx.setGeolocation({ latitude: -21.7612, longitude: -43.3496, accuracy: 8 });
    const phone = await phoneCtx.newPage();
    await signIn(phone, server.url, "motorista");
    await phone.getByRole("link", { name: "Abrir meus serviços" }).click();
    await phone.waitForURL(`${server.url}/motorista`);
    const card = phone.getByTestId("driver-job").filter({ hasText: "Retirada" });
    await card
      .getByText("Sem CTR (exigido pela Caçamba Certa em toda carga; a lei de Juiz de Fora não trata do CTR)")
      .waitFor();
    await card.getByRole("button", { name: "Saí para o serviço" }).click();
    await card.getByText("a caminho").waitFor();
    await card.locator('input[type="file"]').setInputFiles(await cameraPhoto(phone));
    await card.getByRole("button", { name: "Registrar retirada" }).click();
    await card
      .getByRole("alert")
      .filter({ hasText: "Sem CTR para este serviço" })
      .filter({ hasText: "a lei de Juiz de Fora não trata do CTR" })
      .waitFor();
    expect(await card.getByText("a caminho").count()).toBe(1);
    const driverHttp = await signInOverHttp(server.url, "motorista@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const day = (await driverHttp.query("dispatch.jobs.myDay")).body.result?.data.json as {
      jobs: { id: string; kind: string; status: string }[];
    };
    const pickUp = day.jobs.find((j) => j.kind === "pick_up");
    expect(pickUp?.status).toBe("en_route");

    // 2. The dispatcher goes from the home to today's board and issues the CTR from the job's card.
    const page = await browser.newPage();
    await signIn(page, server.url, "despacho");
    await page.getByRole("link", { name: /^Serviços de hoje \d+$/ }).click();
    await page.waitForURL(`${server.url}/despacho`);
    await page
      .getByTestId("board-job")
      .filter({ hasText: "Retirada" })
      .getByRole("link", { name: "Emitir CTR" })
      .click();
    await page.waitForURL(`${server.url}/ctrs/novo?servico=${pickUp?.id}`);
    await page.getByLabel("Material predominante").fill("Entulho de demolição");
    await page.getByLabel("Volume (m³)").fill("5");
    await page.getByRole("button", { name: "Emitir CTR" }).click();
    await page.waitForURL(/\/ctrs\/[0-9a-f-]{36}$/);
    const ctrUrl = page.url();
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const number = /\d{4}\/\d{6}/.exec(heading)?.[0] ?? "";
    expect(number).toMatch(/^\d{4}\/000007$/);
    // The CTR leads back to its job on the board.
    await page
      .getByRole("region", { name: "Serviço do CTR" })
      .getByText(/^Serviço: Retirada de \d{2}\/\d{2}\/\d{4}/)
      .waitFor();

    // 3. Now the driver records the pick-up (same idempotency key: the refused attempt wrote nothing).
    await card.getByRole("button", { name: "Registrar retirada" }).click();
    await reportArrived(card);
    // The driver's card now shows the CTR, its QR for the receiver and the PDF.
    await card.getByRole("link", { name: `CTR ${number}`, exact: true }).waitFor();
    await card.getByRole("img", { name: `QR code do CTR ${number}` }).waitFor();
    await card.getByRole("link", { name: `PDF do CTR ${number} (3 vias)` }).waitFor();
    const after = (await driverHttp.query("dispatch.jobs.myDay")).body.result?.data.json as {
      jobs: { id: string; status: string }[];
    };
    expect(after.jobs.find((j) => j.id === pickUp?.id)?.status).toBe("done");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const pdfHref = await page.getByRole("link", { name: "PDF (3 vias)" }).getAttribute("href");
    const pdf = await page.request.get(`${server.url}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    for (const s of [
      number,
      "1ª via — Gerador",
      "2ª via — Transportador",
      "3ª via — Receptor",
      "Entulho de demolição",
      "ATT Paraibuna",
    ])
      expect(text).toContain(s);
    const checkHref =
      (await page.getByRole("link", { name: "Página pública de conferência" }).getAttribute("href")) ?? "";
    const hashOnPage = ((await page.locator("code").last().textContent()) ?? "").trim();
    expect(text).toContain(hashOnPage);

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, server.url, "receptor");
    await page.goto(`${server.url}/receber`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel("Número do CTR").fill(number.replace(/\/0+/, "/"));
    await page.getByRole("button", { name: "Buscar CTR" }).click();
    await page.getByText("Transportador licenciado e resíduo aceito", { exact: false }).waitFor();
    await page.getByLabel("Peso medido (t)").fill("6,2");
    await page.locator('input[type="file"]').setInputFiles(await cameraPhoto(page));
    await drawSignature(page);
    await page.getByRole("button", { name: "Confirmar recebimento" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `CTR ${number} recebido.` })
      .waitFor();
    await page.getByRole("row").filter({ hasText: number }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The hauler's detail shows the receiver's drawing and the load photo, served only to the CTR's parties.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.url, "despacho");
    await page.goto(ctrUrl);
    const drawn = page.getByTestId("signature-receiver").getByRole("img", { name: /Assinatura desenhada/ });
    const thumb = page.getByRole("img", { name: /Foto da carga no recebimento/ });
    for (const img of [drawn, thumb]) {
      await img.waitFor();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const photoHref = (await page.getByRole("link").filter({ has: thumb }).getAttribute("href")) ?? "";
    expect(photoHref).toMatch(/^\/api\/ctr\/hauler\/[0-9a-f-]{36}\/foto$/);
    const photo = await page.request.get(`${server.url}${photoHref}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect((await fetch(`${server.url}${photoHref}`)).status).toBe(401);
    // The CTR PDF now prints the receiver's drawing on each via.
    const signedPdf = await page.request.get(`${server.url}${pdfHref}`);
    expect(pdfImagePages(await signedPdf.body())).toEqual(["1", "2", "3"]);

    await signIn(page, server.url, "cliente");
    expect((await page.request.get(`${server.url}${photoHref}`)).status()).toBe(403);
    await page.goto(`${server.url}/documentos`);
    const row = page.getByRole("row").filter({ hasText: number });
    const receiptHref = await row
      .getByRole("link", { name: "Comprovante de destinação" })
      .getAttribute("href");
    const receipt = await page.request.get(`${server.url}${receiptHref}`);
    expect(receipt.status()).toBe(200);
    const receiptText = pdfText(await receipt.body());
    expect(receiptText).toContain("COMPROVANTE DE DESTINAÇÃO");
    expect(receiptText).toContain("6,2 t");

    await page.context().clearCookies();
    await page.goto(`${server.url}${checkHref}`);
    await page.getByTestId("ctr-status").filter({ hasText: "recebido" }).waitFor();
    expect(((await page.getByTestId("ctr-hash").textContent()) ?? "").trim()).toBe(hashOnPage);
    await page.close();
  });

  it("the hauler's admin sets the days without receipt on the settings screen (1 to 60)", async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, "admin");
    await page.goto(`${server.url}/ctrs`);
    await page.getByRole("link", { name: "Alterar o prazo" }).click();
    await page.waitForURL(`${server.url}/ctrs/configuracoes`);
    // Hydrated once React has attached itself to the form.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("form") ?? {}).some((k) => k.startsWith("__react")),
    );
    const days = page.getByLabel("Dias sem recebimento até o CTR ser destacado");
    await days.fill("61");
    await page.getByRole("button", { name: "Salvar prazo" }).click();
    await page.getByText("O prazo pode ser de no máximo 60 dias.").first().waitFor();
    await days.fill("7");
    await page.getByRole("button", { name: "Salvar prazo" }).click();
    await page.getByRole("status").filter({ hasText: "Prazo salvo: 7 dias." }).waitFor();
    await page.goto(`${server.url}/ctrs`);
    await page.getByText("Destacados quando sem recebimento após 7 dias da emissão.").waitFor();
    await page.close();
  });
});
