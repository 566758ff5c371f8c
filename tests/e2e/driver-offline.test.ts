import type { BrowserContext } from "playwright-core";
import type postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser } from "./helpers/browser";
import { menuLink } from "./helpers/journey";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";
import { checkScreen, personPage } from "./helpers/person";
import { cameraPhoto, drawSignature } from "./helpers/person-acts";
import type { RunningServer } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/**
 * The driver's day without signal, on a 360 px phone in real Chromium with the app's service worker:
 * loaded once online, a drop-off is done offline (photo from a 12 MP camera, position, signature), the
 * page is reloaded offline, and back online the report reaches the server once, with the act's time.
 * The server runs on its own PostgreSQL database so that the test can count what arrived.
 */
/** The demo site on Rua Halfeld, Juiz de Fora (seed). */
const SITE = { latitude: -21.7612, longitude: -43.3496 };
const HHMM = /^\d{2}:\d{2}$/;

describe("the driver's phone without signal", () => {
  let own: ServerOnOwnDatabase;
  let server: RunningServer;
  let sql: postgres.Sql;
  let context: BrowserContext;

  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    ({ server, sql } = own);
    context = await launchBrowser({ width: 360, height: 740 });
    await context.grantPermissions(["geolocation"], { origin: server.url });
    await context.setGeolocation({ ...SITE, accuracy: 7 });
  });
  afterAll(async () => {
    await context?.close();
    await own?.close();
  });

  it("a drop-off done offline survives a reload and reaches the server once, with the act's time", async () => {
    const page = await personPage(context, 360);
    await signInAsDemo(page, server.url, "motorista");
    await page.getByRole("link", { name: "Abrir meus serviços" }).click();
    await page.waitForURL(`${server.url}/motorista`);
    await page.getByTestId("offline-ready").waitFor();
    const card = page.getByTestId("driver-job").filter({ hasText: "Janela: 10:30–12:00" });
    expect(
      await card.getByRole("link", { name: "Abrir no aplicativo de mapas" }).getAttribute("href"),
    ).toMatch(/^geo:-21\.76\d*,-43\.34\d*\?q=/);
    await card
      .getByTestId("driver-job-notes")
      .getByText(/Portão azul/)
      .waitFor();
    await checkScreen(page);

    // The signal goes.
    await context.setOffline(true);
    await page.getByText("Sem conexão", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Saí para o serviço" }).click();
    await card
      .getByText(/^Saída guardada no aparelho às \d{2}:\d{2}: será enviada quando houver sinal\.$/)
      .waitFor();
    await card.getByText("a caminho").waitFor();
    const picker = await hydrated(card.getByLabel("Caçamba deixada na obra"));
    await picker.selectOption({ index: 1 });
    const camera = await cameraPhoto(page, { width: 4000, height: 3000 }, true);
    await card.locator('input[type="file"]').setInputFiles(camera);
    const ready = card.getByTestId("photo-ready");
    await ready.waitFor();
    const [, kb] =
      /^Foto pronta para envio: 1600×1200 px, (\d+) KB\.$/.exec((await ready.textContent()) ?? "") ?? [];
    expect(Number(kb)).toBeLessThanOrEqual(500);
    await drawSignature(page, card.getByTestId("signature-pad"));
    const before = Date.now();
    await card.getByRole("button", { name: "Registrar entrega" }).click();
    await card
      .getByText(/^Entrega guardada no aparelho às \d{2}:\d{2}: será enviada quando houver sinal\.$/)
      .waitFor();
    const after = Date.now();
    await page.getByTestId("reports-waiting").getByText("2 registros aguardando envio").waitFor();
    await card.getByText("concluído").waitFor();
    const [waitingOnServer] = await sql<{ n: number }[]>`select count(*)::int as n from job_submissions`;
    expect(waitingOnServer?.n).toBe(0);

    // Reloaded without signal: the page, the day and the waiting reports come from the phone.
    await page.reload();
    await page.getByTestId("reports-waiting").getByText("2 registros aguardando envio").waitFor();
    await card.getByText("concluído").waitFor();
    // A page that is not kept on the phone shows the offline page, which leads back to the day.
    await (await menuLink(page, "Início")).click();
    await page.getByRole("heading", { name: "Sem conexão" }).waitFor();
    await page.getByRole("link", { name: "Abrir meus serviços de hoje" }).click();
    await page.getByTestId("reports-waiting").getByText("2 registros aguardando envio").waitFor();

    // The pick-up has no CTR on the phone: without signal the load is refused at once, naming why.
    const pickUp = page.getByTestId("driver-job").filter({ hasText: "Janela: 08:00–10:00" });
    await pickUp.getByRole("button", { name: "Saí para o serviço" }).click();
    await page.getByTestId("reports-waiting").getByText("3 registros aguardando envio").waitFor();
    await pickUp.locator('input[type="file"]').setInputFiles(await cameraPhoto(page));
    await pickUp.getByRole("button", { name: "Registrar retirada" }).click();
    await pickUp
      .getByRole("alert")
      .getByText(/^Sem CTR para este serviço neste aparelho: a carga só sai com o Controle de Transporte/)
      .waitFor();
    await page.getByTestId("reports-waiting").getByText("3 registros aguardando envio").waitFor();

    // The signal comes back: the reports leave, in order, once each.
    const online = Date.now();
    await context.setOffline(false);
    await page.getByTestId("reports-waiting").waitFor({ state: "detached" });
    await card.getByText("concluído").waitFor();
    const rows = await sql<{ action: string; acted_at: Date; created_at: Date; n: number }[]>`
      select action, acted_at, created_at, count(*) over ()::int as n from job_submissions order by created_at`;
    expect(rows.map((r) => r.action)).toEqual(["start", "complete", "start"]);
    const done = rows[1];
    if (!done) throw new Error("no drop-off reached the server");
    expect(done.acted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(done.acted_at.getTime()).toBeLessThanOrEqual(after);
    expect(done.created_at.getTime()).toBeGreaterThanOrEqual(online - 1000);
    const [job] = await sql<{ done_at: Date; photo: string; signature: string | null; lat: number }[]>`
      select done_at, photo_file_id as photo, signature_file_id as signature, lat from jobs
      where kind = 'drop_off' and status = 'done'`;
    expect(job?.done_at.getTime()).toBe(done.acted_at.getTime());
    expect(job?.signature).not.toBeNull();
    expect(job?.lat).toBeCloseTo(SITE.latitude, 4);
    const files = await sql<
      { n: number }[]
    >`select count(*)::int as n from stored_files where purpose = 'job_photo'`;
    expect(files[0]?.n).toBe(1);
    const photo = await page.request.get(`${server.url}/api/files/${job?.photo}`);
    const bytes = await photo.body();
    expect(bytes.length).toBeLessThanOrEqual(500 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    console.log(
      `a 4000×3000 camera photo of ${Math.round(camera.buffer.length / 1024)} KB left the phone as 1600×1200, ` +
        `${Math.round(bytes.length / 1024)} KB`,
    );
    // Signing out takes the day off the phone; nothing waits any more.
    expect(await page.evaluate(() => caches.has("dia-do-motorista"))).toBe(true);
    const burger = page.getByRole("button", { name: "Abrir menu" });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(/\/entrar/);
    await expect.poll(() => page.evaluate(() => caches.has("dia-do-motorista"))).toBe(false);
    await page.close();

    // The dispatcher sees it on the board, with the act's time and the arrival's.
    const office = await personPage(context, 360);
    await signInAsDemo(office, server.url, "despacho");
    await (await menuLink(office, "Despacho")).click();
    const times = office.getByTestId("board-job-times");
    await times.first().waitFor();
    const [, doneAt, receivedAt] =
      /^Feito às (.+) · recebido às (.+)$/.exec((await times.first().textContent()) ?? "") ?? [];
    expect(doneAt).toMatch(HHMM);
    expect(receivedAt).toMatch(HHMM);
    await office.close();
  });
});
