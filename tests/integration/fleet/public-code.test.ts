import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPublicCode } from "@/lib/public-code";
import type { DbHandle } from "@/server/db/client";
import { cacambas } from "@/server/db/schema";
import { submitCitizenReport } from "@/server/services/city/citizen-reports";
import { freshDatabase } from "../../helpers/db";
import { callerFor } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { makeCity, makeStreetWorld } from "../city/world";
import { makeHauler } from "./world";

const HOUR = 3_600_000;

describe("a caçamba's public code, as a person types it", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a new caçamba gets a 10-symbol code without look-alikes; its page opens in any case, spacing and grouping", async () => {
    const hauler = await makeHauler(h.db);
    const c = await hauler.caller.fleet.createCacamba({ capacityM3: 4 });
    expect(c.publicCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const pub = callerFor(h.db, null);
    const grouped = formatPublicCode(c.publicCode);
    for (const typed of [
      c.publicCode,
      c.publicCode.toLowerCase(),
      grouped,
      grouped.toLowerCase(),
      ` ${grouped.slice(0, 5)} ${grouped.slice(6)} `,
    ]) {
      const page = await pub.fleet.publicCacamba({ code: typed });
      expect(page.number, typed).toBe(c.number);
    }
  });

  it("an older mixed-case base64url code keeps working, in any case; two that differ only in case need the exact spelling", async () => {
    const hauler = await makeHauler(h.db);
    const a = await hauler.caller.fleet.createCacamba({ capacityM3: 4 });
    const b = await hauler.caller.fleet.createCacamba({ capacityM3: 5 });
    const suffix = Math.random().toString(36).slice(2, 6);
    await h.db
      .update(cacambas)
      .set({ publicCode: `dOsr${suffix}` })
      .where(eq(cacambas.id, a.id));
    await h.db
      .update(cacambas)
      .set({ publicCode: `dosr${suffix}` })
      .where(eq(cacambas.id, b.id));
    const pub = callerFor(h.db, null);
    expect((await pub.fleet.publicCacamba({ code: `dOsr${suffix}` })).number).toBe(a.number);
    expect((await pub.fleet.publicCacamba({ code: `dosr${suffix}` })).number).toBe(b.number);
    // the badge printed it upper-case: a code that only one caçamba has in any case is found that way
    await h.db
      .update(cacambas)
      .set({ publicCode: `xYz_${suffix}` })
      .where(eq(cacambas.id, b.id));
    expect((await pub.fleet.publicCacamba({ code: `XYZ_${suffix}`.toUpperCase() })).number).toBe(b.number);
    await h.db
      .update(cacambas)
      .set({ publicCode: `xyz_${suffix}` })
      .where(eq(cacambas.id, a.id));
    const e = await failure(pub.fleet.publicCacamba({ code: `XYZ_${suffix}`.toUpperCase() }));
    expect(e.code).toBe("NOT_FOUND");
  });

  it("the auditor inspects and a citizen reports by a code typed in lower case with spaces", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const jf = await makeCity(h.db);
    const typed = formatPublicCode(w.cacamba.publicCode).toLowerCase().replace("-", " ");
    const inspection = await jf.as.city.inspections.record({
      cacambaCode: typed,
      address: "Rua Halfeld, 800 — Centro",
      positionSource: "gps",
      lat: -21.76,
      lon: -43.35,
      answers: [{ rule: "max_dwell", answer: "nonconforming", note: "Na rua há 4 dias" }],
      photoFileIds: [],
      noPhotoReason: "Câmera do aparelho com defeito.",
    });
    expect(inspection.haulerOrgId).toBe(w.hauler.id);
    await submitCitizenReport(
      h.db,
      { code: typed, text: "Caçamba transbordando entulho na calçada, pedestres na rua." },
      { ip: "203.0.113.9", now: new Date() },
    );
  });
});
