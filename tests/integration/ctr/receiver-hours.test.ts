import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/api/error-mapping";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, receiverProfiles } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";

const profile = {
  kind: "att" as const,
  address: "Estrada União e Indústria, 5000 — Juiz de Fora/MG",
  cep: "36080000",
  licenceNumber: "LO-123/2026",
  licenceValidUntil: "31/12/2027",
  acceptedClasses: ["A" as const],
  acceptedKinds: ["rcc" as const],
  lat: -21.7,
  lon: -43.4,
  opensAt: "06:30",
  closesAt: "18:00",
  unloadMinutes: 25,
};

describe("a receiver's gate, opening hours and unloading time", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function makeReceiver() {
    const org = await makeOrg(h.db, { kind: "receiver" });
    const operator = await makeMember(h.db, org.id, "operator");
    return { org, caller: callerFor(h.db, operator, org.id) };
  }
  const rowsOf = async (orgId: string) => ({
    profile: await h.db.select().from(receiverProfiles).where(eq(receiverProfiles.orgId, orgId)),
    audit: await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, orgId)),
  });

  it("saves and reads back the gate, the hours and the unloading time", async () => {
    const receiver = await makeReceiver();
    await receiver.caller.ctr.receiver.saveProfile(profile);
    expect(await receiver.caller.ctr.receiver.profile()).toMatchObject({
      lat: -21.7,
      lon: -43.4,
      opensAt: "06:30",
      closesAt: "18:00",
      unloadMinutes: 25,
    });
    // The gate may stay unplaced.
    await receiver.caller.ctr.receiver.saveProfile({ ...profile, lat: null, lon: null });
    expect(await receiver.caller.ctr.receiver.profile()).toMatchObject({ lat: null, lon: null });
  });

  it("refuses bad hours, unloading time and half a position with 400 on the field, changing nothing", async () => {
    const receiver = await makeReceiver();
    await receiver.caller.ctr.receiver.saveProfile(profile);
    const before = await rowsOf(receiver.org.id);
    const cases: [Partial<typeof profile> | { lat: null }, string, string][] = [
      [{ opensAt: "6:30" }, "opensAt", "Horário inválido: use HH:MM de 00:00 a 23:59, como 08:30."],
      [
        { closesAt: "06:30" },
        "closesAt",
        "O horário de funcionamento deve terminar depois de começar (06:30): informe um horário após 06:30.",
      ],
      [{ unloadMinutes: 4 }, "unloadMinutes", "O tempo de descarga: use de 5 a 120 min."],
      [{ unloadMinutes: 121 }, "unloadMinutes", "O tempo de descarga: use de 5 a 120 min."],
      [
        { opensAt: "07:00", closesAt: "07:30", unloadMinutes: 40 },
        "unloadMinutes",
        "A descarga (40 min) não cabe no horário de funcionamento (30 min).",
      ],
      [{ lat: null }, "lat", "Marque o portão no mapa: informe latitude e longitude juntas."],
      [{ lon: -9.14 }, "lon", "Longitude fora do Brasil: confira o ponto no mapa."],
    ];
    for (const [change, field, message] of cases) {
      const error = await failure(receiver.caller.ctr.receiver.saveProfile({ ...profile, ...change }));
      expect(error.code, field).toBe("BAD_REQUEST");
      expect(fieldErrorsOf(error)?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await rowsOf(receiver.org.id)).toEqual(before);
  });

  it("a hauler's roles may not save a receiver's profile; each receiver sees only its own", async () => {
    const receiver = await makeReceiver();
    const other = await makeReceiver();
    await receiver.caller.ctr.receiver.saveProfile(profile);
    const hauler = await makeOrg(h.db, { kind: "hauler" });
    for (const role of ["admin", "dispatcher", "driver"] as const) {
      const caller = callerFor(h.db, await makeMember(h.db, hauler.id, role), hauler.id);
      expect((await failure(caller.ctr.receiver.saveProfile(profile))).code, role).toBe("FORBIDDEN");
    }
    expect(await other.caller.ctr.receiver.profile()).toBeNull();
    expect(await rowsOf(other.org.id)).toEqual({ profile: [], audit: [] });
  });
});
