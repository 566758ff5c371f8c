import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rectangleFootprint } from "@/features/map/footprint";
import { isoDateIn } from "@/lib/format";
import { brFromIsoDate } from "@/lib/typed-date";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { ROADWAY } from "../integration/dispatch/world";
import { launchBrowser } from "./helpers/browser";
import { data, type Http, signInOverHttp } from "./helpers/http-session";
import { menuLink, startJourney } from "./helpers/journey";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

/**
 * Issue #41: the dispatcher plans a day of 3 trucks and 25 jobs (15 deliveries, 6 pick-ups, 4 trocas)
 * with "Planejar o dia", sees the runs to the ATT inserted, accepts the plan, and the board's lanes hold
 * the jobs. Once at 1280 px and once at 360 px, each on a day of its own, seeded alike. The days are
 * 300 and 301 days ahead: no demo job stands on them, and the demo ATT's licence (400 days) still holds.
 * Sites, deliveries, the third truck and the jobs go over HTTP as the app's users; the caçambas already
 * on the street for the pick-ups and trocas are written to the database (only a driver's finished
 * delivery puts one there, with its photo), as tests/e2e/route-stall.test.ts does.
 */
const dayAhead = (n: number) => isoDateIn(new Date(Date.now() + n * 86_400_000));
const THIRD_TRUCK = "FLT3D41";
const PLATES = ["HMG4B21", "GTR-8812", THIRD_TRUCK];
/** Rua Santo Antônio's latitude, south of Rua Halfeld; points 60 m apart going east. */
const WEST = { lon: -43.3535, lat: -21.7645 };
const STEP_LON = 0.00058;

/** A day of 25 jobs, none on a truck: deliveries on one line, caçambas to collect 120 m south. `row` keeps days apart (8 m). */
async function seedDay(
  db: ServerOnOwnDatabase,
  http: { client: Http; office: Http },
  date: string,
  row: number,
) {
  const generator = data<{ generatorOrgId: string; members: number }[]>(
    await http.office.query("clients.list"),
    "clients.list",
  ).find((c) => c.members > 0)?.generatorOrgId;
  if (!generator) throw new Error("demo client");
  const [who] = await db.sql<{ hauler: string; user: string }[]>`
    select m.org_id as hauler, u.id as user from users u join memberships m on m.user_id = u.id
    where u.email = ${`despacho@${DEMO_DOMAIN}`}`;
  if (!who) throw new Error("demo dispatcher");
  const site = async (name: string, at: { lat: number; lon: number }) =>
    data<{ id: string }>(
      await http.client.mutate("sites.create", {
        name,
        address: `Rua Santo Antônio, ${100 + Math.round((at.lon - WEST.lon) / STEP_LON) * 10} — Centro, Juiz de Fora/MG`,
        cep: "36015001",
        municipalityId: "juiz-de-fora-mg",
        ...at,
      }),
      "sites.create",
    ).id;
  const job = async (input: Record<string, unknown>) =>
    data(await http.office.mutate("dispatch.jobs.create", { date, ...input }), "jobs.create");
  const lat = WEST.lat + row * (8 / 110_574);
  for (let i = 0; i < 15; i++) {
    const at = { lat, lon: WEST.lon + i * STEP_LON };
    const placement = data<{ id: string }>(
      await http.office.mutate("dispatch.placements.save", {
        generatorOrgId: generator,
        siteId: await site(`Entrega ${row}-${i}`, at),
        footprint: rectangleFootprint(at, 2.6, 1.7, 90),
        facts: ROADWAY,
      }),
      "placements.save",
    );
    await job({ kind: "drop_off", placementId: placement.id, windowStart: "07:00", windowEnd: "17:00" });
  }
  for (let i = 0; i < 10; i++) {
    const at = { lat: lat - 120 / 110_574, lon: WEST.lon + i * STEP_LON };
    const siteId = await site(`${i < 6 ? "Retirada" : "Troca"} ${row}-${i}`, at);
    // Two pick-ups are due on the day by the law (JF art. 12, §1º).
    const [placed] = await db.sql<{ id: string }[]>`
      insert into placements (org_id, generator_org_id, site_id, municipality_id, footprint, facts, verdict,
                              verdict_ok, status, placed_at, deadline, deadline_article, created_by)
      values (${who.hauler}, ${generator}, ${siteId}, 'juiz-de-fora-mg',
              ${db.sql.json(rectangleFootprint(at, 2.6, 1.7, 90) as never)}, ${db.sql.json(ROADWAY as never)},
              ${db.sql.json({ ok: true, checkedAt: new Date().toISOString(), violations: [], checklist: [], notRegulated: [] })},
              true, 'placed', now(), ${i < 2 ? new Date(`${date}T20:00:00Z`) : null}, ${i < 2 ? "JF art. 12, §1º" : null},
              ${who.user})
      returning id`;
    await job({ kind: i < 6 ? "pick_up" : "swap", placementId: placed?.id });
  }
}

const lane = (page: Page, plate: string) =>
  page
    .getByTestId("board-lane")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${plate} \\(`) }) });

describe("Planejar o dia: the whole fleet's day, planned and accepted by clicks", () => {
  let db: ServerOnOwnDatabase;
  const contexts: BrowserContext[] = [];
  const days = { 1280: dayAhead(300), 360: dayAhead(301) } as const;

  beforeAll(async () => {
    db = await startServerOnOwnDatabase();
    const admin = await signInOverHttp(db.server.url, `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD);
    data(await admin.mutate("fleet.createTruck", { plate: THIRD_TRUCK }), "fleet.createTruck");
    const http = {
      client: await signInOverHttp(db.server.url, `cliente@${DEMO_DOMAIN}`, DEMO_PASSWORD),
      office: await signInOverHttp(db.server.url, `despacho@${DEMO_DOMAIN}`, DEMO_PASSWORD),
    };
    await seedDay(db, http, days[1280], 0);
    await seedDay(db, http, days[360], 1);
  }, 240_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await db?.close();
  });

  for (const width of [1280, 360] as const)
    it(`at ${width} px: 3 trucks, 25 jobs, the ATT runs inserted; the plan accepted whole fills the lanes`, async () => {
      const browser = await launchBrowser();
      contexts.push(browser);
      const office = await startJourney(browser, db.server.url, width, "despacho");
      const { page } = office;
      await office.open(await menuLink(page, "Despacho"), "/despacho");
      await page.getByLabel("Dia").fill(brFromIsoDate(days[width]));
      await lane(page, THIRD_TRUCK).waitFor();
      await page.getByRole("button", { name: "Planejar o dia" }).click();
      const plan = page.getByTestId("day-plan");
      await plan.getByText("Plano para 25 serviços", { exact: false }).waitFor({ timeout: 30_000 });
      await expect.poll(() => plan.getByTestId("day-plan-truck").count()).toBe(3);
      const runs = await plan.getByTestId("day-plan-receiver-run").allInnerTexts();
      expect(runs.length).toBeGreaterThanOrEqual(10);
      expect(runs[0]).toMatch(/^→ ATT Paraibuna .*\(descarga\) · \d+,\d km · \d{2}:\d{2}–\d{2}:\d{2}$/);
      await plan.getByText("em linha reta", { exact: false }).first().waitFor();
      await plan
        .getByTestId("day-plan-back")
        .first()
        .getByText(/^Volta ao pátio às \d{2}:\d{2}/)
        .waitFor();
      const trips = await plan.getByTestId("day-plan-trip").count();
      console.info(
        `e2e Planejar o dia (${width} px): ${trips} of 25 jobs on trucks, ${runs.length} ATT runs`,
      );
      expect(trips).toBeGreaterThanOrEqual(20);
      await office.see();

      await plan.getByRole("button", { name: "Aceitar o plano inteiro" }).click();
      await page.getByTestId("day-plan-applied").getByText("Plano do dia aceito", { exact: false }).waitFor();
      // The plan stays on the board, every truck accepted, with its trips and receiver runs.
      await expect.poll(() => plan.getByText("aceito", { exact: true }).count()).toBe(3);
      await expect
        .poll(async () => {
          let n = 0;
          for (const plate of PLATES) n += await lane(page, plate).getByTestId("board-job").count();
          return n;
        })
        .toBe(trips);
      await office.see();
      await office.end();
    });
});
