import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/api/error-mapping";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, drivers, trucks } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { makeHauler } from "./world";

const joao = {
  name: "João da Silva",
  cnhNumber: "04512378901",
  cnhCategory: "C",
  cnhValidUntil: "31/03/2029",
};
const yard = {
  name: "Pátio Benfica",
  address: "Rua Diomar Monteiro, 1200 — Benfica",
  lat: -21.703,
  lon: -43.438,
};

describe("a truck's caçambas per trip and home yard, a driver's shift and break", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const rowsOf = async (orgId: string) => ({
    trucks: await h.db.select().from(trucks).where(eq(trucks.orgId, orgId)),
    drivers: await h.db.select().from(drivers).where(eq(drivers.orgId, orgId)),
    audit: await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, orgId)),
  });

  it("a truck keeps 1 caçamba per trip and the default yard unless told; both can be edited", async () => {
    const hauler = await makeHauler(h.db);
    const benfica = await hauler.caller.fleet.yards.create(yard);
    const plain = await hauler.caller.fleet.createTruck({ plate: "GTR8812" });
    expect(plain).toMatchObject({ cacambaCapacity: 1, homeYardId: null });
    const twin = await hauler.caller.fleet.createTruck({
      plate: "ABC1D23",
      cacambaCapacity: 2,
      homeYardId: benfica.id,
    });
    expect(twin).toMatchObject({ cacambaCapacity: 2, homeYardId: benfica.id });
    await hauler.caller.fleet.updateTruck({ id: plain.id, cacambaCapacity: 4, homeYardId: benfica.id });
    await hauler.caller.fleet.updateTruck({ id: twin.id, cacambaCapacity: 1, homeYardId: null });
    expect(
      (await hauler.caller.fleet.trucks()).map((t) => [t.plate, t.cacambaCapacity, t.homeYardName]),
    ).toEqual([
      ["ABC1D23", 1, null],
      ["GTR8812", 4, "Pátio Benfica"],
    ]);
    const updates = (await rowsOf(hauler.org.id)).audit.filter((a) => a.action === "truck.updated");
    expect(updates).toHaveLength(2);
  });

  it("refuses 0 or 5 caçambas per trip with 400 and a pt-BR message, changing nothing", async () => {
    const hauler = await makeHauler(h.db);
    const truck = await hauler.caller.fleet.createTruck({ plate: "GTR8812" });
    const before = await rowsOf(hauler.org.id);
    for (const cacambaCapacity of [0, 5, 1.5]) {
      const error = await failure(
        hauler.caller.fleet.updateTruck({ id: truck.id, cacambaCapacity, homeYardId: null }),
      );
      expect(error.code).toBe("BAD_REQUEST");
      expect(fieldErrorsOf(error)?.cacambaCapacity?.[0]).toMatch(/^Caçambas por viagem: use .*de 1 a 4\.$/);
    }
    await failure(hauler.caller.fleet.createTruck({ plate: "ABC1D23", cacambaCapacity: 5 }));
    expect(await rowsOf(hauler.org.id)).toEqual(before);
  });

  it("a driver keeps 07:00–17:00 with 60 min unless told; the shift can be edited", async () => {
    const hauler = await makeHauler(h.db);
    const plain = await hauler.caller.fleet.createDriver(joao);
    expect(plain).toMatchObject({ shiftStart: "07:00", shiftEnd: "17:00", breakMinutes: 60 });
    const early = await hauler.caller.fleet.createDriver({
      ...joao,
      name: "Maria Souza",
      shiftStart: "05:30",
      shiftEnd: "14:00",
      breakMinutes: 0,
    });
    expect(early).toMatchObject({ shiftStart: "05:30", shiftEnd: "14:00", breakMinutes: 0 });
    await hauler.caller.fleet.updateDriver({
      id: plain.id,
      shiftStart: "08:00",
      shiftEnd: "18:30",
      breakMinutes: 90,
    });
    expect(
      (await hauler.caller.fleet.drivers()).map((d) => [d.name, d.shiftStart, d.shiftEnd, d.breakMinutes]),
    ).toEqual([
      ["João da Silva", "08:00", "18:30", 90],
      ["Maria Souza", "05:30", "14:00", 0],
    ]);
  });

  it("refuses a malformed time, an end before the start and a break out of range, changing nothing", async () => {
    const hauler = await makeHauler(h.db);
    const driver = await hauler.caller.fleet.createDriver(joao);
    const before = await rowsOf(hauler.org.id);
    const shift = { id: driver.id, shiftStart: "07:00", shiftEnd: "17:00", breakMinutes: 60 };
    const cases: [Partial<typeof shift>, string, string][] = [
      [{ shiftStart: "7h" }, "shiftStart", "Horário inválido: use HH:MM de 00:00 a 23:59, como 08:30."],
      [{ shiftEnd: "24:00" }, "shiftEnd", "Horário inválido: use HH:MM de 00:00 a 23:59, como 08:30."],
      [
        { shiftEnd: "06:00" },
        "shiftEnd",
        "O turno deve terminar depois de começar (07:00): informe um horário após 07:00.",
      ],
      [{ breakMinutes: 181 }, "breakMinutes", "O intervalo: use de 0 a 180 min."],
      [{ breakMinutes: -5 }, "breakMinutes", "O intervalo: use de 0 a 180 min."],
      [
        { shiftStart: "07:00", shiftEnd: "08:00", breakMinutes: 60 },
        "breakMinutes",
        "O intervalo (60 min) deve ser menor que o turno (60 min).",
      ],
    ];
    for (const [change, field, message] of cases) {
      const error = await failure(hauler.caller.fleet.updateDriver({ ...shift, ...change }));
      expect(error.code, field).toBe("BAD_REQUEST");
      expect(fieldErrorsOf(error)?.[field], JSON.stringify(change)).toEqual([message]);
    }
    const onCreate = await failure(
      hauler.caller.fleet.createDriver({
        ...joao,
        name: "Maria Souza",
        shiftStart: "18:00",
        shiftEnd: "06:00",
      }),
    );
    expect(fieldErrorsOf(onCreate)?.shiftEnd).toHaveLength(1);
    expect(await rowsOf(hauler.org.id)).toEqual(before);
  });

  it("only the admin edits; another org's truck or driver is not found; nothing changes", async () => {
    const alfa = await makeHauler(h.db);
    const beta = await makeHauler(h.db);
    const truck = await beta.caller.fleet.createTruck({ plate: "GTR8812" });
    const driver = await beta.caller.fleet.createDriver(joao);
    const before = await rowsOf(beta.org.id);
    const shift = { shiftStart: "08:00", shiftEnd: "12:00", breakMinutes: 0 };
    for (const attempt of [
      () => alfa.caller.fleet.updateTruck({ id: truck.id, cacambaCapacity: 2, homeYardId: null }),
      () => alfa.caller.fleet.updateDriver({ id: driver.id, ...shift }),
    ])
      expect((await failure(attempt())).code).toBe("NOT_FOUND");
    const generator = await makeOrg(h.db, { kind: "generator" });
    const callers = {
      dispatcher: callerFor(h.db, await makeMember(h.db, beta.org.id, "dispatcher"), beta.org.id),
      driver: callerFor(h.db, await makeMember(h.db, beta.org.id, "driver"), beta.org.id),
      client: callerFor(h.db, await makeMember(h.db, generator.id, "client"), generator.id),
    };
    for (const [role, caller] of Object.entries(callers)) {
      for (const attempt of [
        () => caller.fleet.updateTruck({ id: truck.id, cacambaCapacity: 2, homeYardId: null }),
        () => caller.fleet.updateDriver({ id: driver.id, ...shift }),
        () => caller.fleet.yards.create(yard),
      ])
        expect((await failure(attempt())).code, role).toBe("FORBIDDEN");
    }
    expect((await failure(callers.client.fleet.yards.list())).code).toBe("FORBIDDEN");
    expect(await rowsOf(beta.org.id)).toEqual(before);
  });
});
