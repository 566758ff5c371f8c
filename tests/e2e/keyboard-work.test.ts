import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { chooseWithKeys, expectFocusOn, retype, signInWithKeys } from "./helpers/keyboard";
import { focused, tabTo } from "./helpers/keys";
import { checkScreen, personPage } from "./helpers/person";
import { cameraPhoto } from "./helpers/person-acts";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

/** A day with no demo jobs: the board holds only what this test schedules. */
const DAY = "14/04/2031";

const lane = (page: Page, title: string) =>
  page
    .getByTestId("board-lane")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${title} \\(`) }) });
const idsIn = (page: Page, title: string) =>
  lane(page, title)
    .getByTestId("board-job")
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.jobId));
const cardAt = (page: Page, from: string) => page.getByTestId("board-job").filter({ hasText: `· ${from}–` });

/** "Agendar serviço" from the keyboard: a dump run, no truck yet; focus comes back to "Tipo". */
async function scheduleDump(page: Page, from: string, to: string) {
  const kind = await focused(page);
  if (kind.label !== "Tipo") await tabTo(page, (f) => f.label === "Tipo");
  await chooseWithKeys(page, "Descarga");
  await tabTo(page, (f) => f.label === "De");
  await retype(page, from);
  await tabTo(page, (f) => f.label === "Até");
  await retype(page, to);
  await tabTo(page, (f) => f.name === "Agendar");
  await page.keyboard.press("Enter");
  await page
    .getByTestId("board-scheduled")
    .getByText(new RegExp(`^Serviço agendado: Descarga, em 14/04/2031, das ${from} às ${to}`))
    .waitFor();
  await cardAt(page, from).waitFor();
  await expect
    .poll(async () => (await focused(page)).label, { message: "focus is back on Tipo" })
    .toBe("Tipo");
}

/**
 * Without a mouse: the dispatcher schedules, reorders and moves jobs on the board, and the driver records
 * a drop-off on a phone. After every action focus lands on what changed, visibly, never on the page body.
 */
describe("keyboard alone: the board and the driver's drop-off", () => {
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

  it("the dispatcher schedules two jobs, moves one up, onto a truck and back with the handle", async () => {
    const page = await personPage(browser, 1280);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "despacho");
    await tabTo(page, (f) => f.inNavbar && f.name === "Despacho");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Agendar serviço" }).waitFor();
    // The board's moves, in the order the page sent them and heard back.
    const moves: string[] = [];
    page.on("request", (r) => void (r.url().includes("dispatch.jobs.move") && moves.push("sent")));
    page.on(
      "requestfinished",
      (r) => void (r.url().includes("dispatch.jobs.move") && moves.push("answered")),
    );
    await tabTo(page, (f) => f.label === "Dia");
    await retype(page, DAY);
    await lane(page, "Sem caminhão").getByText("Nenhum serviço").waitFor();

    await tabTo(page, (f) => f.label === "Tipo");
    await scheduleDump(page, "07:00", "09:00");
    await scheduleDump(page, "09:00", "11:00");
    const early = (await cardAt(page, "07:00").getAttribute("data-job-id")) ?? "";
    const late = (await cardAt(page, "09:00").getAttribute("data-job-id")) ?? "";
    expect(await idsIn(page, "Sem caminhão")).toEqual([early, late]);
    await checkScreen(page);

    // "Subir" on the second card: it becomes first, so "Subir" is disabled there; focus goes to its handle.
    await tabTo(page, (f) => f.card === late && f.name === "Subir");
    await page.keyboard.press("Enter");
    await expect.poll(() => idsIn(page, "Sem caminhão")).toEqual([late, early]);
    await expectFocusOn(page, { card: late, name: "Arrastar o serviço 1" }, "focus follows the card");
    await page
      .getByTestId("board-moved")
      .getByText(/^Serviço Descarga das 09:00 movido para a posição 1 da coluna Sem caminhão\.$/)
      .waitFor({ state: "attached" });

    // "Mover para o caminhão": the card leaves for another column; focus goes with it.
    await tabTo(page, (f) => f.card === late && f.name === "Mover para o caminhão");
    await chooseWithKeys(page, "GTR-8812");
    await expect.poll(() => idsIn(page, "GTR-8812")).toEqual([late]);
    await expectFocusOn(page, { card: late, name: "Arrastar o serviço 1" }, "focus followed to GTR-8812");

    // The handle: space picks it up, an arrow carries it back to "Sem caminhão", space drops it.
    await page.keyboard.press("Space");
    await page.locator(`[data-job-id="${late}"] [data-drag-handle][aria-pressed="true"]`).waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowLeft");
    await page
      .locator('[id^="DndLiveRegion"]')
      .getByText(/sobre .*Sem caminhão|sobre Descarga das 07:00/)
      .waitFor();
    // The drop's own answer (truckId null), not a late one to the move onto the truck.
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes("dispatch.jobs.move") && (r.request().postData() ?? "").includes('"truckId":null'),
    );
    await page.keyboard.press("Space");
    expect((await answered).status()).toBe(200);
    await expect.poll(() => idsIn(page, "GTR-8812")).toEqual([]);
    expect(await idsIn(page, "Sem caminhão")).toContain(late);
    await expectFocusOn(page, { card: late }, "focus stays on the carried card after the drop");

    // One move at a time: the drop was sent only after the move onto the truck was answered, so the server
    // could not apply them the other way round.
    expect(moves).toEqual(["sent", "answered", "sent", "answered", "sent", "answered"]);

    // The server holds what the board shows.
    const http = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const board = await http.query("dispatch.jobs.board", { date: "2031-04-14" });
    const jobs =
      (board.body.result?.data.json as { jobs: { id: string; truckId: string | null }[] } | undefined)
        ?.jobs ?? [];
    expect(jobs.map((j) => j.truckId)).toEqual([null, null]);
    expect(new Set(jobs.map((j) => j.id))).toEqual(new Set([early, late]));
    await checkScreen(page);
    await page.close();
  });

  it("the driver records a drop-off at 360 px: start, caçamba, photo, record, focus on the next job", async () => {
    const context = await launchBrowser({ width: 360, height: 740 });
    await context.grantPermissions(["geolocation"], { origin: server.url });
    await context.setGeolocation({ latitude: -21.7621, longitude: -43.3496, accuracy: 6 });
    const page = await personPage(context, 360);
    await page.goto(`${server.url}/entrar`);
    await signInWithKeys(page, "motorista");
    await tabTo(page, (f) => f.name === "Abrir meus serviços");
    await page.keyboard.press("Enter");
    const dropOff = page.getByTestId("driver-job").filter({ hasText: "Entrega" });
    await dropOff.waitFor();
    const card = (await dropOff.getAttribute("id")) ?? "";

    await tabTo(page, (f) => f.card === card && f.name === "Saí para o serviço");
    await page.keyboard.press("Enter");
    await dropOff.getByText("a caminho").waitFor();
    // Focus moves once the departure is recorded (sent, or kept on the phone), as the line below says.
    await dropOff.getByText(/^Saída registrada às \d{2}:\d{2}\.$/).waitFor();
    await expectFocusOn(page, { card, tag: "select" }, "focus moves to the caçamba to leave");
    const picker = dropOff.getByLabel("Caçamba deixada na obra");
    await picker.locator("option").nth(1).waitFor({ state: "attached" });
    await page.keyboard.press("ArrowDown");
    expect(await picker.inputValue()).not.toBe("");

    await tabTo(page, (f) => f.card === card && f.label === "Foto da caçamba no local");
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles(await cameraPhoto(page));
    await tabTo(page, (f) => f.card === card && f.name === "Registrar entrega");
    await page.keyboard.press("Enter");
    await dropOff.getByText("concluído").waitFor();
    await dropOff.getByText(/^Entrega registrada às \d{2}:\d{2}\.$/).waitFor();
    // Today's other job (the pick-up) is next: focus goes to its title, so the driver goes on from there.
    const next = page.getByTestId("driver-job").filter({ hasText: "Retirada" });
    const nextId = (await next.getAttribute("id")) ?? "";
    await expectFocusOn(page, { card: nextId, tag: "h2" }, "focus moves to the next job");
    await checkScreen(page);
    await context.close();
  });
});
