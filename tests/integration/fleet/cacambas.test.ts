import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../../helpers/db";
import { makeHauler } from "./world";

describe("caçambas", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("100 concurrent creations give 100 distinct gapless numbers", async () => {
    const hauler = await makeHauler(h.db);
    const created = await Promise.all(
      Array.from({ length: 100 }, () => hauler.caller.fleet.createCacamba({ capacityM3: 5 })),
    );
    const numbers = created.map((c) => c.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("refuses outer dimensions above JF art. 7º, V with 400 and a pt-BR message, writing nothing", async () => {
    const hauler = await makeHauler(h.db);
    const attempt = hauler.caller.fleet.createCacamba({
      capacityM3: 5,
      lengthM: 2.8,
      widthM: 1.7,
      heightM: 1.3,
    });
    await expect(attempt).rejects.toBeInstanceOf(TRPCError);
    await expect(attempt).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(attempt).rejects.toThrow(/JF art\. 7º, V.*comprimento de 2,8/);
    expect(await hauler.caller.fleet.cacambas()).toEqual([]);
    const ok = await hauler.caller.fleet.createCacamba({
      capacityM3: 5,
      lengthM: 2.65,
      widthM: 1.76,
      heightM: 1.39,
    });
    expect(ok.number).toBe(1);
  });

  it("the identification record is checked by the rules engine for each served municipality", async () => {
    const hauler = await makeHauler(h.db, ["juiz-de-fora-mg", "joao-pessoa-pb"]);
    const c = await hauler.caller.fleet.createCacamba({
      capacityM3: 4,
      lengthM: 2.5,
      widthM: 1.6,
      heightM: 1.2,
    });
    const before = await hauler.caller.fleet.cacamba({ id: c.id });
    expect(before.identification.map((v) => v.ok)).toEqual([false, false]);
    const saved = await hauler.caller.fleet.saveIdentification({
      id: c.id,
      lengthM: 2.5,
      widthM: 1.6,
      heightM: 1.2,
      markings: {
        inscriptionText: "Proibido depositar lixo doméstico",
        ownerName: "Caçambas Teste",
        phone: "(32) 3215-1234",
        complaintsPhone: "0800 123 4567",
        licenceNumber: null,
        uniformPaint: true,
        retroreflectiveStrips: { count: 2, heightCm: 5, widthCm: 30.5, onTop: true, onAllSides: true },
        zebraBand: null,
        retroreflectiveVisibleFromM: null,
        reflectiveAdhesive: null,
        topBorders: null,
      },
    });
    const [jf, jp] = saved.identification;
    expect(jf?.nonconformities.map((n) => n.article)).toEqual(["JF art. 14"]);
    await hauler.caller.fleet.recordInspection({
      cacambaId: c.id,
      rust: false,
      structuralDamage: false,
      paintLegible: true,
      standingWaterOrTrash: false,
      photoFileIds: [],
    });
    const after = await hauler.caller.fleet.cacamba({ id: c.id });
    expect(after.identification[0]).toMatchObject({ municipality: "juiz-de-fora-mg", ok: true });
    expect(jp?.nonconformities.map((n) => n.article)).toContain("JP art. 17, III");
    expect(after.identification[1]?.nonconformities.every((n) => n.article.startsWith("JP art."))).toBe(true);
  });

  it("trucks and drivers are deactivated, never deleted", async () => {
    const hauler = await makeHauler(h.db);
    const truck = await hauler.caller.fleet.createTruck({ plate: "abc-1234", capacityT: 12 });
    const driver = await hauler.caller.fleet.createDriver({
      name: "João da Silva",
      cnhNumber: "045.123.789-01",
      cnhCategory: "c",
      cnhValidUntil: "31/03/2029",
    });
    expect(driver).toMatchObject({ cnhNumber: "04512378901", cnhCategory: "C", cnhValidUntil: "2029-03-31" });
    await hauler.caller.fleet.setTruckActive({ id: truck.id, active: false });
    await hauler.caller.fleet.setDriverActive({ id: driver.id, active: false });
    expect((await hauler.caller.fleet.trucks()).map((t) => [t.plate, t.active])).toEqual([
      ["ABC1234", false],
    ]);
    expect((await hauler.caller.fleet.drivers()).map((d) => d.active)).toEqual([false]);
    await expect(
      hauler.caller.fleet.createDriver({
        name: "X",
        cnhNumber: "1",
        cnhCategory: "Z",
        cnhValidUntil: "31/02/2029",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
