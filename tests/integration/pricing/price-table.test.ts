import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, haulerClients, orders } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { makeDispatchWorld } from "../dispatch/world";

const SETTINGS = {
  includedDays: 7,
  extraDayBasis: "calendar" as const,
  extraDayCents: 4000,
  swapCents: 30000,
  extraTripCents: 15000,
  relocationCents: 10000,
  overweightPerTonneCents: 8500,
};

describe("price tables: the admin prices, the client sees the quote, the order keeps it", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("rows need the general rules first; only the admin edits; every change is audited", async () => {
    const w = await makeDispatchWorld(h.db);
    const row = { sizeM3: 5, wasteClass: "A" as const, rentalCents: 35000, includedTonnes: 6 };
    await expect(w.as.admin.pricing.saveRow(row)).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/Salve primeiro as regras gerais/),
    });
    await expect(w.as.dispatcher.pricing.saveSettings(SETTINGS)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await w.as.admin.pricing.saveSettings(SETTINGS);
    await w.as.admin.pricing.saveRow(row);
    await w.as.admin.pricing.saveRow({ ...row, rentalCents: 36000 }); // same key: updated, not doubled
    await w.as.admin.pricing.saveSurcharge({ municipalityId: "juiz-de-fora-mg", surchargeCents: 2500 });
    const table = await w.as.dispatcher.pricing.table();
    expect(table.settings).toEqual(SETTINGS);
    expect(table.rows).toEqual([
      expect.objectContaining({ sizeM3: 5, wasteClass: "A", rentalCents: 36000, clientOrgId: null }),
    ]);
    expect(table.surcharges).toEqual([{ municipalityId: "juiz-de-fora-mg", surchargeCents: 2500 }]);
    const actions = await h.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, w.hauler.id), like(auditEvents.action, "price.%")));
    expect(actions.map((a) => a.action)).toEqual([
      "price.settings_saved",
      "price.row_saved",
      "price.row_saved",
      "price.surcharge_saved",
    ]);
    await expect(w.as.admin.pricing.saveSettings({ ...SETTINGS, extraDayCents: 12.5 })).rejects.toMatchObject(
      { code: "BAD_REQUEST" },
    );
  });

  it("included days know the law: a JF table starts at 3 business days; 7 days are saved with JF art. 12, §1º, shown to the admin and on the client's quote", async () => {
    const w = await makeDispatchWorld(h.db);
    const fresh = await w.as.admin.pricing.table();
    expect(fresh.dwellLimit).toMatchObject({ article: "JF art. 12, §1º", days: 3, basis: "business" });
    expect(fresh.lawNote).toBeNull();
    const lawful = await w.as.admin.pricing.saveSettings({
      ...SETTINGS,
      includedDays: 3,
      extraDayBasis: "business",
    });
    expect(lawful.lawNote).toBeNull();
    const saved = await w.as.admin.pricing.saveSettings(SETTINGS);
    const note =
      "A lei de Juiz de Fora deixa a caçamba no local por no máximo 3 dias úteis (JF art. 12, §1º): a locação que inclui 7 dias promete mais do que a lei permite — a caçamba precisa ser retirada antes, ou o cliente arrisca a multa.";
    expect(saved.lawNote).toBe(note);
    expect((await w.as.dispatcher.pricing.table()).lawNote).toBe(note);
    await w.as.admin.pricing.saveRow({ sizeM3: 5, wasteClass: "A", rentalCents: 35000, includedTonnes: 6 });
    const quoted = await w.as.client.pricing.quote({
      haulerOrgId: w.hauler.id,
      siteId: w.site.id,
      sizeM3: 5,
      wasteClass: "A",
    });
    expect(quoted.lawNote).toBe(note);
  });

  it("a price for a size the product does not carry (55 m³) is refused in pt-BR and nothing is saved", async () => {
    const w = await makeDispatchWorld(h.db);
    await w.as.admin.pricing.saveSettings(SETTINGS);
    for (const sizeM3 of [55, 0.5])
      await expect(
        w.as.admin.pricing.saveRow({ sizeM3, wasteClass: "A", rentalCents: 35000, includedTonnes: 6 }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(sizeM3 > 1 ? /O tamanho máximo é 30 m³/ : /O tamanho mínimo é 1 m³/),
      });
    expect((await w.as.dispatcher.pricing.table()).rows).toEqual([]);
  });

  it("the client's quote: its own price over the general one, plus the municipality's surcharge; frozen on the order", async () => {
    const w = await makeDispatchWorld(h.db);
    await w.as.admin.pricing.saveSettings(SETTINGS);
    await w.as.admin.pricing.saveRow({ sizeM3: 5, wasteClass: "A", rentalCents: 35000, includedTonnes: 6 });
    await w.as.admin.pricing.saveSurcharge({ municipalityId: "juiz-de-fora-mg", surchargeCents: 2500 });
    const ask = { haulerOrgId: w.hauler.id, siteId: w.site.id, sizeM3: 5, wasteClass: "A" as const };
    expect((await w.as.client.pricing.quote(ask)).quote).toMatchObject({
      totalCents: 37500,
      terms: {
        rentalCents: 35000,
        surchargeCents: 2500,
        includedDays: 7,
        extraDayCents: 4000,
        clientPrice: false,
      },
    });
    expect((await w.as.client.pricing.quote({ ...ask, wasteClass: "B" })).quote).toBeNull();

    await w.as.admin.pricing.saveRow({
      sizeM3: 5,
      wasteClass: "A",
      clientOrgId: w.generator.id,
      rentalCents: 30000,
      includedTonnes: 6,
    });
    expect((await w.as.client.pricing.quote(ask)).quote?.totalCents).toBe(32500);

    const order = await w.as.client.dispatch.orders.create({
      ...ask,
      wasteKind: "rcc",
      desiredFrom: "10/12/2031",
    });
    expect(order.quotedCents).toBe(32500);
    // The table changes afterwards: the order keeps what it was quoted.
    await w.as.admin.pricing.saveSettings({ ...SETTINGS, extraDayCents: 9900 });
    await w.as.admin.pricing.saveRow({
      sizeM3: 5,
      wasteClass: "A",
      clientOrgId: w.generator.id,
      rentalCents: 99000,
      includedTonnes: 6,
    });
    const [mine] = await w.as.client.dispatch.orders.mine();
    expect(mine).toMatchObject({
      quotedCents: 32500,
      wasteClass: "A",
      terms: { extraDayCents: 4000, rentalCents: 30000 },
    });
    const phone = await w.as.dispatcher.dispatch.orders.createByPhone({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      sizeM3: 7,
      wasteKind: "rcc",
      desiredFrom: "10/12/2031",
    });
    expect(phone.quotedCents).toBeNull(); // no 7 m³ price: quoted by hand
  });

  it("a client price for someone who is not the hauler's client, or another hauler's quote, is refused", async () => {
    const w = await makeDispatchWorld(h.db);
    const other = await makeDispatchWorld(h.db);
    await w.as.admin.pricing.saveSettings(SETTINGS);
    await expect(
      w.as.admin.pricing.saveRow({
        sizeM3: 5,
        wasteClass: "A",
        clientOrgId: other.generator.id,
        rentalCents: 100,
        includedTonnes: 1,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      other.as.client.pricing.quote({
        haulerOrgId: w.hauler.id,
        siteId: other.site.id,
        sizeM3: 5,
        wasteClass: "A",
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    // A client of both haulers cannot quote with someone else's site.
    const stranger = await makeOrg(h.db, { kind: "generator" });
    await h.db.insert(haulerClients).values({ orgId: w.hauler.id, generatorOrgId: stranger.id });
    const strangerClient = callerFor(h.db, await makeMember(h.db, stranger.id, "client"), stranger.id);
    await expect(
      strangerClient.pricing.quote({
        haulerOrgId: w.hauler.id,
        siteId: w.site.id,
        sizeM3: 5,
        wasteClass: "A",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await h.db.select().from(orders).where(eq(orders.orgId, w.hauler.id))).toEqual([]);
  });
});
