import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/api/error-mapping";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, yards } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { makeHauler } from "./world";

const benfica = {
  name: "Pátio Benfica",
  address: "Rua Diomar Monteiro, 1200 — Benfica",
  lat: -21.703,
  lon: -43.438,
};
const centro = { name: "Pátio Centro", address: "Rua Halfeld, 500 — Centro", lat: -21.7612, lon: -43.3505 };

describe("yards (pátios) of a hauler", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const rowsOf = async (orgId: string) => ({
    yards: await h.db.select().from(yards).where(eq(yards.orgId, orgId)),
    audit: await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, orgId)),
  });

  it("the first yard becomes the default; setting another moves the default, one at a time", async () => {
    const hauler = await makeHauler(h.db);
    const first = await hauler.caller.fleet.yards.create(benfica);
    const second = await hauler.caller.fleet.yards.create(centro);
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    await hauler.caller.fleet.yards.setDefault({ id: second.id });
    expect((await hauler.caller.fleet.yards.list()).map((y) => [y.name, y.isDefault])).toEqual([
      ["Pátio Centro", true],
      ["Pátio Benfica", false],
    ]);
    const edited = await hauler.caller.fleet.yards.update({
      id: first.id,
      ...benfica,
      name: "Pátio Benfica 2",
    });
    expect(edited).toMatchObject({ name: "Pátio Benfica 2", isDefault: false });
    const actions = (await rowsOf(hauler.org.id)).audit.map((a) => a.action).sort();
    expect(actions).toEqual(["yard.created", "yard.created", "yard.default_set", "yard.updated"]);
  });

  it("two concurrent “set default” calls leave exactly one default", async () => {
    const hauler = await makeHauler(h.db);
    const created = [];
    for (const [i, place] of [benfica, centro, { ...centro, name: "Pátio Norte" }].entries())
      created.push(await hauler.caller.fleet.yards.create({ ...place, lat: place.lat + i / 1000 }));
    for (let round = 0; round < 5; round++) {
      const [a, b] = [created[1], created[2]];
      if (!a || !b) throw new Error("yards not created");
      const results = await Promise.allSettled([
        hauler.caller.fleet.yards.setDefault({ id: a.id }),
        hauler.caller.fleet.yards.setDefault({ id: b.id }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const defaults = (await rowsOf(hauler.org.id)).yards.filter((y) => y.isDefault);
      expect(defaults).toHaveLength(1);
      await hauler.caller.fleet.yards.setDefault({ id: created[0]?.id ?? "" });
    }
  });

  it("two concurrent first yards: one default, both saved", async () => {
    const hauler = await makeHauler(h.db);
    await Promise.all([hauler.caller.fleet.yards.create(benfica), hauler.caller.fleet.yards.create(centro)]);
    const saved = (await rowsOf(hauler.org.id)).yards;
    expect(saved).toHaveLength(2);
    expect(saved.filter((y) => y.isDefault)).toHaveLength(1);
  });

  it("a taken name (whatever the case) is refused with 409 and a pt-BR message, changing nothing", async () => {
    const hauler = await makeHauler(h.db);
    const first = await hauler.caller.fleet.yards.create(benfica);
    const other = await hauler.caller.fleet.yards.create(centro);
    const before = await rowsOf(hauler.org.id);
    const dup = await failure(hauler.caller.fleet.yards.create({ ...centro, name: "pátio benfica" }));
    expect(dup.code).toBe("CONFLICT");
    expect(dup.message).toBe("Já existe um pátio chamado “pátio benfica” nesta empresa: use outro nome.");
    const rename = await failure(hauler.caller.fleet.yards.update({ id: other.id, ...benfica }));
    expect(rename.code).toBe("CONFLICT");
    expect(await rowsOf(hauler.org.id)).toEqual(before);
    // Its own name again is no conflict; another org may use the same name.
    await hauler.caller.fleet.yards.update({ id: first.id, ...benfica, address: "Rua Nova, 10 — Benfica" });
    const rival = await makeHauler(h.db);
    await expect(rival.caller.fleet.yards.create(benfica)).resolves.toMatchObject({ isDefault: true });
  });

  it("refuses a missing name and a position outside Brazil with 400 on the field, changing nothing", async () => {
    const hauler = await makeHauler(h.db);
    await hauler.caller.fleet.yards.create(benfica);
    const before = await rowsOf(hauler.org.id);
    const noName = await failure(hauler.caller.fleet.yards.create({ ...centro, name: " " }));
    expect(noName.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(noName)?.name).toEqual(["Dê um nome ao pátio (ex.: Pátio Benfica)."]);
    const lisbon = await failure(hauler.caller.fleet.yards.create({ ...centro, lat: 38.72, lon: -9.14 }));
    expect(fieldErrorsOf(lisbon)).toMatchObject({
      lat: ["Latitude fora do Brasil: confira o ponto no mapa."],
      lon: ["Longitude fora do Brasil: confira o ponto no mapa."],
    });
    expect(await rowsOf(hauler.org.id)).toEqual(before);
  });

  it("another org's yard is not found: not edited, not made default, not a truck's home", async () => {
    const alfa = await makeHauler(h.db);
    const beta = await makeHauler(h.db);
    const betaYard = await beta.caller.fleet.yards.create(benfica);
    await alfa.caller.fleet.yards.create(centro);
    const before = await rowsOf(beta.org.id);
    for (const attempt of [
      () => alfa.caller.fleet.yards.update({ id: betaYard.id, ...centro, name: "Roubado" }),
      () => alfa.caller.fleet.yards.setDefault({ id: betaYard.id }),
      () => alfa.caller.fleet.createTruck({ plate: "GTR8812", homeYardId: betaYard.id }),
    ]) {
      const error = await failure(attempt());
      expect(error.code).toBe("NOT_FOUND");
      expect(error.message).toBe("Pátio não encontrado(a).");
    }
    expect(await rowsOf(beta.org.id)).toEqual(before);
    expect(await alfa.caller.fleet.trucks()).toEqual([]);
    expect((await alfa.caller.fleet.yards.list()).map((y) => y.name)).toEqual(["Pátio Centro"]);
  });

  it("the dispatcher reads the yards but may not change them; a driver may not even read them", async () => {
    const hauler = await makeHauler(h.db);
    const yard = await hauler.caller.fleet.yards.create(benfica);
    const dispatcher = callerFor(h.db, await makeMember(h.db, hauler.org.id, "dispatcher"), hauler.org.id);
    const driver = callerFor(h.db, await makeMember(h.db, hauler.org.id, "driver"), hauler.org.id);
    expect((await dispatcher.fleet.yards.list()).map((y) => y.id)).toEqual([yard.id]);
    const before = await rowsOf(hauler.org.id);
    for (const attempt of [
      () => dispatcher.fleet.yards.create(centro),
      () => dispatcher.fleet.yards.update({ id: yard.id, ...centro }),
      () => dispatcher.fleet.yards.setDefault({ id: yard.id }),
      () => driver.fleet.yards.list(),
      () => driver.fleet.yards.create(centro),
    ])
      expect((await failure(attempt())).code).toBe("FORBIDDEN");
    expect(await rowsOf(hauler.org.id)).toEqual(before);
    const [row] = await h.db
      .select()
      .from(yards)
      .where(and(eq(yards.orgId, hauler.org.id), eq(yards.id, yard.id)));
    expect(row?.name).toBe("Pátio Benfica");
  });
});
