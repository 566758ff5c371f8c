import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser } from "../helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import {
  adminAddsCacamba,
  auditorCitesTheOverdue,
  auditorSeesWhereItStands,
  clientOrdersAndGetsReceipt,
  type DayState,
  dispatcherPlansTheDay,
  driverDoesTheRounds,
  journey,
  receiverTakesTheLoad,
} from "./day";

const JOURNEY_TIMEOUT = 300_000;

/**
 * One working day of the demo company, by each role in turn, at `width`: everyone signs in on the
 * sign-in page and goes on by clicking what is on the screen. The day carries over from one role to the
 * next, in this order (the CTR the dispatcher issues is the one the driver carries, the receiver receives
 * and the client gets the receipt of).
 */
export function describeTheDay(width: number) {
  describe(`a day by clicks alone at ${width} px`, () => {
    let server: RunningServer;
    let browser: BrowserContext;
    const day: DayState = {};

    beforeAll(async () => {
      server = await startServer({ dataDir: tempDataDir() });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    const role = (title: string, account: string, step: Parameters<typeof journey>[4]) =>
      it(title, () => journey(browser, server.url, width, account, step, day), JOURNEY_TIMEOUT);

    role("the admin adds a caçamba and prints its decal", "admin", adminAddsCacamba);
    // Early, while the overdue caçamba still stands (the driver collects it later in the day).
    role(
      "the auditor goes to the overdue caçamba, inspects it, issues the auto and prints it",
      "fiscal",
      auditorCitesTheOverdue,
    );
    role(
      "the dispatcher takes an order to a placement, a truck, a driver, and issues a CTR",
      "despacho",
      dispatcherPlansTheDay,
    );
    role(
      "the driver leaves a caçamba, saying which, and collects one with its CTR",
      "motorista",
      driverDoesTheRounds,
    );
    role("the receiver finds the load by its short number and receives it", "receptor", receiverTakesTheLoad);
    role(
      "the client orders a caçamba and downloads the proof of destination",
      "cliente",
      clientOrdersAndGetsReceipt,
    );
    role(
      "the auditor finds the caçamba the driver left where the dispatcher planned it",
      "fiscal",
      auditorSeesWhereItStands,
    );
  });
}
