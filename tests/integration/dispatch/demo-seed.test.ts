import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineKm } from "@/domain/route";
import { footprintCentre } from "@/features/map/footprint";
import type { DbHandle } from "@/server/db/client";
import { cacambas, memberships, users } from "@/server/db/schema";
import { seedDemoIfEmpty } from "@/server/db/seed/demo";
import { freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";

describe("dispatch demo data", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
    await seedDemoIfEmpty(h.db);
  });
  afterAll(() => h.close());

  async function as(local: string) {
    const [u] = await h.db
      .select()
      .from(users)
      .where(eq(users.email, `${local}@demo.cacambacerta.com.br`));
    const [m] = await h.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, u?.id ?? ""));
    if (!u || !m) throw new Error(`no ${local}`);
    return callerFor(h.db, { id: u.id, sessionVersion: u.sessionVersion }, m.orgId);
  }

  it("placements in Juiz de Fora in every deadline colour, an open order, features near the site, the driver's day", async () => {
    const dispatcher = await as("despacho");
    const placed = (await dispatcher.dispatch.placements.list()).filter((p) => p.status === "placed");
    expect(
      placed.every((p) => p.municipalityId === "juiz-de-fora-mg" && p.deadlineArticle === "JF art. 12, §1º"),
    ).toBe(true);
    const statuses = placed.map((p) => p.deadlineStatus).sort();
    const businessDay = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", weekday: "short" })
      .format(new Date())
      .match(/Mon|Tue|Wed|Thu|Fri/);
    expect(statuses).toEqual(businessDay ? ["due_today", "ok", "overdue"] : ["ok", "overdue"]);
    const orders = await dispatcher.dispatch.orders.list({ status: "open" });
    expect(orders).toHaveLength(1);
    const features = await dispatcher.dispatch.features.list({ municipalityId: "juiz-de-fora-mg" });
    expect(features.map((f) => f.kind).sort()).toEqual(["bus_stop", "crosswalk", "hydrant"]);

    const driver = await as("motorista");
    const day = await driver.dispatch.jobs.myDay();
    expect(day.linked).toBe(true);
    expect(day.jobs.map((j) => j.kind)).toEqual(["pick_up", "drop_off"]);
  });

  it("the demo caçambas stand at their own addresses on streets of central Juiz de Fora, spread out", async () => {
    const placed = (await (await as("despacho")).dispatch.placements.list()).filter(
      (p) => p.status === "placed",
    );
    const streets =
      /^(Rua Halfeld|Avenida Barão do Rio Branco|Avenida Getúlio Vargas), \d+ — Centro, Juiz de Fora\/MG$/;
    for (const p of placed) expect(p.siteAddress).toMatch(streets);
    const centres = placed.map((p) => footprintCentre(p.footprint));
    for (const [i, a] of centres.entries())
      for (const b of centres.slice(i + 1)) expect(haversineKm(a, b) * 1000).toBeGreaterThan(50);
    const sites = await (await as("cliente")).sites.list();
    expect(sites.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sites.map((s) => s.address.split(",")[0])).size).toBe(5);
  });

  it("demo caçambas get public codes made like real ones (random, not derived from their number)", async () => {
    const demo = await h.db.select().from(cacambas);
    const real = await (await as("admin")).fleet.createCacamba({ capacityM3: 4 });
    const shape = /^[0-9A-HJKMNP-TV-Z]{10}$/; // Crockford base32, no look-alikes
    expect(real.publicCode).toMatch(shape);
    expect(demo.length).toBeGreaterThanOrEqual(6);
    for (const c of demo) {
      expect(c.publicCode).toMatch(shape);
      expect(c.publicCode).not.toMatch(/demo/i);
    }
    expect(new Set(demo.map((c) => c.publicCode)).size).toBe(demo.length);
  });

  it("without an org cookie the demo admin starts in Caçambas Halfeld, the org they joined first", async () => {
    const [u] = await h.db.select().from(users).where(eq(users.email, "admin@demo.cacambacerta.com.br"));
    if (!u) throw new Error("no admin");
    const me = await callerFor(h.db, { id: u.id, sessionVersion: u.sessionVersion }).session.me();
    expect(me.memberships.find((m) => m.orgId === me.activeOrgId)?.orgName).toBe(
      "Caçambas Halfeld Transportes Ltda.",
    );
  });
});
