import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { submitCitizenReport } from "@/server/services/city/citizen-reports";
import { freshDatabase } from "../../helpers/db";
import { makeCity, makeStreetWorld } from "./world";

describe("citizen reports from the caçamba's public page", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("a citizen report reaches the hauler and the city (outbox and their lists), and not another city", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 3_600_000), new Date(now + 48 * 3_600_000));
    const jf = await makeCity(h.db);
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    await expect(submitCitizenReport(h.db, { code: w.cacamba.publicCode, text: "curto" })).rejects.toThrow(
      /10 caracteres/,
    );
    // Hostile text is a 400 in pt-BR, never PostgreSQL's 22021 (NUL) or an unbounded row.
    for (const input of [
      { code: w.cacamba.publicCode, text: "Caçamba na calçada\u0000 há dias." },
      { code: `${w.cacamba.publicCode}\u0000`, text: "Caçamba na calçada há dias." },
      { code: w.cacamba.publicCode, text: "x".repeat(1 << 20) },
      { code: w.cacamba.publicCode, text: "Caçamba na calçada há dias.", contact: "\uD800" },
    ])
      await expect(submitCitizenReport(h.db, input)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    await submitCitizenReport(h.db, {
      code: w.cacamba.publicCode,
      text: "Caçamba cheia de lixo doméstico bloqueando a calçada.",
      lat: -21.76,
      lon: -43.35,
      photo: png,
    });
    const cityList = await jf.as.city.reports.list();
    const report = cityList.find((r) => r.orgId === w.hauler.id);
    expect(report?.text).toContain("lixo doméstico");
    expect((await jf.as.city.reports.photo({ id: report?.id ?? "" })).type).toBe("image/png");
    expect((await w.as.admin.city.offender.reports()).map((r) => r.id)).toContain(report?.id);
    expect(JSON.stringify(await jp.as.city.reports.list())).not.toContain(report?.id ?? "none");
    const toHauler = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, w.users.admin.email));
    const toCity = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, jf.auditor.email));
    expect(toHauler.some((m) => m.template === "citizen_report")).toBe(true);
    expect(toCity.some((m) => m.template === "citizen_report")).toBe(true);
  });
});
