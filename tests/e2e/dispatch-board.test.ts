import type { BrowserContext, Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brFromIsoDate } from "@/lib/typed-date";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/** A day with no demo jobs: the board holds only what this test schedules. */
const DAY = "2031-03-17";
const TRUCK = "HMG4B21";

const lane = (page: Page, title: string) =>
  page
    .getByTestId("board-lane")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${title} \\(`) }) });
const card = (page: Page, window: string) =>
  page.getByTestId("board-job").filter({ hasText: `· ${window}–` });
const idsIn = (l: Locator) =>
  l.getByTestId("board-job").evaluateAll((els) => els.map((e) => e.dataset.jobId));

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * A real mouse drag: press on the card's title row, move in small steps (past dnd-kit's 6 px), release.
 * With `over`, it waits, before each next step, for the board to have taken the last one: the card is
 * picked up (its handle pressed), then the board says it is over the expected place. dnd-kit reads the drop target
 * from its last render, and pointer moves render at a lower priority than the release: on a busy machine
 * a release sent straight after the moves can land on a stale target, and no move is made.
 */
async function drag(page: Page, from: Locator, to: { x: number; y: number }, over?: RegExp) {
  const box = await from.boundingBox();
  if (!box) throw new Error("card not on screen");
  const press = { x: box.x + box.width / 2, y: box.y + 14 };
  // The last drop's overlay animates back for a moment over the cards: press once the card itself is there.
  const id = await from.getAttribute("data-job-id");
  await expect
    .poll(() =>
      page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-testid="board-job"]')?.dataset.jobId,
        press,
      ),
    )
    .toBe(id);
  await page.mouse.move(press.x, press.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + 20, { steps: 3 });
  if (over) await from.locator('[data-drag-handle][aria-pressed="true"]').waitFor();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.move(to.x + 1, to.y + 1, { steps: 2 });
  if (over) await liveRegion(page).getByText(over).waitFor();
  await page.mouse.up();
}

/**
 * The answer to the next move, once the board has been read again after it (the board refetches whether
 * the move was taken or refused), so the next step acts on what the server holds.
 */
function moveAnswered(page: Page): Promise<Response> {
  let moved = false;
  const answered = page.waitForResponse((r) => {
    if (r.url().includes("dispatch.jobs.move")) moved = true;
    return moved;
  });
  // Finished, not just answered: its body has reached the page; then two frames for the board to render it.
  const reread = page.waitForEvent("requestfinished", {
    predicate: (r) => moved && r.url().includes("dispatch.jobs.board"),
  });
  const settled = Promise.all([answered, reread]).then(async ([a]) => {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    return a;
  });
  // A step that fails before awaiting it must not leave this waiting as an unhandled rejection.
  settled.catch(() => {});
  return settled;
}

async function dropMove(page: Page, from: Locator, to: { x: number; y: number }, over: RegExp) {
  const answered = moveAnswered(page);
  await drag(page, from, to, over);
  return answered;
}

/** Inside a column, just below its last card (or near its top when empty). */
async function belowCards(l: Locator) {
  const box = await l.boundingBox();
  if (!box) throw new Error("column not on screen");
  const cards = l.getByTestId("board-job");
  const n = await cards.count();
  const last = n > 0 ? await cards.nth(n - 1).boundingBox() : null;
  const y = last ? last.y + last.height + 16 : box.y + 60;
  return { x: box.x + box.width / 2, y: Math.min(y, box.y + box.height - 8) };
}

/**
 * Space on the card's handle, one arrow key, space. Each key waits for the board to take the previous one:
 * the card is "pressed", dnd-kit's arrow listener is attached (it attaches on a timer after the pick-up),
 * and the screen-reader region says where the card is.
 */
async function carryWithKeys(page: Page, from: Locator, arrow: string, announced: string | RegExp) {
  const handle = from.getByRole("button", { name: /^Arrastar o serviço/ });
  await handle.focus();
  await page.keyboard.press("Space");
  await handle.and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(arrow);
  await page.locator('[id^="DndLiveRegion"]').getByText(announced).waitFor();
  await page.keyboard.press("Space");
}

async function openDay(page: Page, baseUrl: string, day = DAY) {
  await page.goto(`${baseUrl}/despacho`);
  await page.getByLabel("Dia").fill(brFromIsoDate(day));
  await card(page, "07:00").waitFor();
}

/** Schedules dump runs (no placement needed) on `day`, one per window start; their ids in that order. */
async function dumps(http: Awaited<ReturnType<typeof signInOverHttp>>, day: string, starts: string[]) {
  const ids: string[] = [];
  for (const windowStart of starts) {
    const res = await http.mutate("dispatch.jobs.create", {
      kind: "dump",
      date: day,
      windowStart,
      windowEnd: "15:00",
    });
    const created = res.body.result?.data.json as { id: string } | undefined;
    if (!created) throw new Error(`job not created: ${JSON.stringify(res.body)}`);
    ids.push(created.id);
  }
  return ids;
}

describe("dispatch board: drag and drop in the browser", () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await server?.stop();
  });

  it("drags jobs onto a truck, reorders them, survives a reload; refused moves roll back with a notice", async () => {
    const http = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const [a, b, c, done] = (await dumps(http, DAY, ["07:00", "09:00", "11:00", "13:00"])) as string[];
    await http.mutate("dispatch.jobs.close", {
      jobId: done,
      status: "cancelled",
      reason: "cliente desistiu",
    });

    // Tall enough for every column to be on screen: the drag never nears the edge where the page scrolls.
    const context = await launchBrowser({ width: 1280, height: 1400 });
    contexts.push(context);
    const page = await context.newPage();
    await signInAsDemo(page, server.url, "despacho");
    await openDay(page, server.url);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([a, b, c, done]);
    expect(await idsIn(lane(page, TRUCK))).toEqual([]);

    // A cancelled job has no handle and does not move when dragged.
    const cancelled = card(page, "13:00");
    expect(await cancelled.getAttribute("data-draggable")).toBe("false");
    expect(await cancelled.getByRole("button", { name: /Arrastar/ }).count()).toBe(0);
    await drag(page, cancelled, await belowCards(lane(page, TRUCK)));
    expect(await idsIn(lane(page, TRUCK))).toEqual([]);

    // 07:00 onto the empty truck column, then 09:00 below it.
    expect(
      (
        await dropMove(
          page,
          card(page, "07:00"),
          await belowCards(lane(page, TRUCK)),
          new RegExp(`sobre a (coluna|posição 1 da coluna) ${TRUCK}\\.`),
        )
      ).status(),
    ).toBe(200);
    expect(await idsIn(lane(page, TRUCK))).toEqual([a]);
    expect(
      (
        await dropMove(
          page,
          card(page, "09:00"),
          await belowCards(lane(page, TRUCK)),
          new RegExp(`sobre a posição 2 da coluna ${TRUCK}\\.`),
        )
      ).status(),
    ).toBe(200);
    expect(await idsIn(lane(page, TRUCK))).toEqual([a, b]);

    // Reorder inside the column: 09:00 over the top of 07:00.
    const first = await card(page, "07:00").boundingBox();
    if (!first) throw new Error("card not on screen");
    const reordered = await dropMove(
      page,
      card(page, "09:00"),
      {
        x: first.x + first.width / 2,
        y: first.y + 10,
      },
      /sobre Descarga das 07:00\./,
    );
    expect(reordered.status()).toBe(200);
    expect(await idsIn(lane(page, TRUCK))).toEqual([b, a]);

    await page.reload();
    await page.getByLabel("Dia").fill(brFromIsoDate(DAY));
    await card(page, "07:00").waitFor();
    expect(await idsIn(lane(page, TRUCK))).toEqual([b, a]);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([c, done]);
    await lane(page, TRUCK).getByText(`1. Descarga`).waitFor();

    // Someone cancels 11:00 while this board still shows it scheduled: the drop is refused and undone.
    await http.mutate("dispatch.jobs.close", { jobId: c, status: "cancelled", reason: "chuva forte" });
    const refused = await dropMove(
      page,
      card(page, "11:00"),
      await belowCards(lane(page, TRUCK)),
      new RegExp(`sobre a posição 3 da coluna ${TRUCK}\\.`),
    );
    expect(refused.status()).toBe(409);
    const notice = page.getByTestId("board-notice");
    await notice.getByText(/voltou para onde estava/).waitFor();
    expect(await notice.textContent()).toMatch(/cancelado: só serviços agendados podem ser movidos/);
    expect(await idsIn(lane(page, TRUCK))).toEqual([b, a]);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([c, done]);

    // Without a mouse: "Mover para…" sends 07:00 back to the end of "sem caminhão".
    const moveTo = card(page, "07:00").getByRole("combobox", { name: "Mover para o caminhão" });
    await moveTo.click();
    const answered = page.waitForResponse((r) => r.url().includes("dispatch.jobs.move"));
    await page.getByRole("option", { name: "Sem caminhão" }).click();
    expect((await answered).status()).toBe(200);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([c, done, a]);
    expect(await idsIn(lane(page, TRUCK))).toEqual([b]);
  });
  it("on a 360 px phone, touch and hold picks a card up and dragging it reorders the column", async () => {
    const day = "2031-03-18";
    const http = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const [early, late] = (await dumps(http, day, ["07:00", "09:00"])) as string[];
    const context = await launchBrowser({ width: 360, height: 740 });
    contexts.push(context);
    const page = await context.newPage();
    await signInAsDemo(page, server.url, "despacho");
    await openDay(page, server.url, day);
    await card(page, "07:00").evaluate((e) => e.scrollIntoView({ block: "center" }));
    const top = await card(page, "07:00").boundingBox();
    const moving = await card(page, "09:00").boundingBox();
    if (!top || !moving) throw new Error("cards not on screen");

    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    const x = moving.x + moving.width / 2;
    const answered = page.waitForResponse((r) => r.url().includes("dispatch.jobs.move"));
    await touch("touchStart", x, moving.y + 14);
    await page.waitForTimeout(400);
    for (let i = 1; i <= 12; i++)
      await touch("touchMove", x, moving.y + 14 - ((moving.y - top.y) * i) / 12 - 4);
    await touch("touchEnd", x, top.y + 10);
    expect((await answered).status()).toBe(200);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([late, early]);
    const board = await http.query("dispatch.jobs.board", { date: day });
    const jobs = (board.body.result?.data.json as { jobs: { id: string }[] } | undefined)?.jobs ?? [];
    expect(jobs.map((j) => j.id)).toEqual([late, early]);
  });
  it("from the keyboard: space on a card's handle picks it up, arrows move it up and to another truck, space drops it", async () => {
    const day = "2031-03-19";
    const http = await signInOverHttp(server.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
    const [early, late] = (await dumps(http, day, ["07:00", "09:00"])) as string[];
    const context = await launchBrowser({ width: 1280, height: 1400 });
    contexts.push(context);
    const page = await context.newPage();
    await signInAsDemo(page, server.url, "despacho");
    await openDay(page, server.url, day);
    const answered = moveAnswered(page);
    await carryWithKeys(page, card(page, "09:00"), "ArrowUp", "sobre Descarga das 07:00");
    expect((await answered).status()).toBe(200);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([late, early]);

    // Arrow right carries it into the next column (an empty truck).
    const assigned = moveAnswered(page);
    await carryWithKeys(
      page,
      card(page, "09:00"),
      "ArrowRight",
      /sobre (a coluna GTR-8812|a posição 1 da coluna GTR-8812)/,
    );
    expect((await assigned).status()).toBe(200);
    expect(await idsIn(lane(page, "GTR-8812"))).toEqual([late]);
    expect(await idsIn(lane(page, "Sem caminhão"))).toEqual([early]);
  });
  it("'Agendar' confirms which job and when in pt-BR and starts the form over; a job after a later window is flagged, not refused", async () => {
    const context = await launchBrowser({ width: 1280, height: 1400 });
    contexts.push(context);
    const page = await context.newPage();
    await signInAsDemo(page, server.url, "despacho");
    await page.goto(`${server.url}/despacho`);
    // Today's demo route: a pick-up 08:00–10:00, then a drop-off at 10:30, on one truck.
    const route = page.getByTestId("board-lane").filter({ has: card(page, "10:30") });
    const plate = ((await route.getByRole("heading").textContent()) ?? "").replace(/\s*\(\d+\)$/, "");
    expect(await route.getByTestId("board-job-warning").count()).toBe(0);

    await page.getByRole("combobox", { name: "Tipo", exact: true }).click();
    await page.getByRole("option", { name: "Descarga" }).click();
    await page.getByRole("combobox", { name: "Caminhão", exact: true }).click();
    await page.getByRole("option", { name: plate, exact: true }).click();
    await page.getByRole("button", { name: "Agendar" }).click();
    const confirmation = page.getByTestId("board-scheduled");
    await confirmation.waitFor();
    expect(await confirmation.getAttribute("role")).toBe("status");
    expect(await confirmation.textContent()).toMatch(
      new RegExp(
        `^Serviço agendado: Descarga, em \\d{2}/\\d{2}/\\d{4}, das 08:00 às 12:00; caminhão ${plate}\\.$`,
      ),
    );
    await expect
      .poll(() => page.getByRole("combobox", { name: "Tipo", exact: true }).inputValue())
      .toBe("Entrega");
    expect(await page.getByRole("combobox", { name: "Caminhão", exact: true }).inputValue()).toBe("");

    // The new dump run lands at the end of the truck's column, after the 10:30 drop-off: flagged there.
    const added = route.getByTestId("board-job").last();
    await added.getByText("Fora de ordem: janela 08:00 depois de 10:30").waitFor();
    await route.getByText("1 serviço fora da ordem das janelas de horário").waitFor();
    expect(await route.getByTestId("board-job-warning").count()).toBe(1);
  });
});
