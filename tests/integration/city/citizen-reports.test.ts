import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { citizenReports, emailOutbox } from "@/server/db/schema";
import { REPORTS_PER_IP_PER_HOUR } from "@/server/services/city/citizen-report-limits";
import { submitCitizenReport } from "@/server/services/city/citizen-reports";
import { freshDatabase } from "../../helpers/db";
import { makeCity, makeStreetWorld } from "./world";

const TEXT = "Caçamba cheia de lixo doméstico bloqueando a calçada.";
const someIp = () => `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString("hex")}`;

describe("citizen reports from the caçamba's public page", () => {
  let h: DbHandle;
  let jf: Awaited<ReturnType<typeof makeCity>>;
  beforeAll(async () => {
    h = await freshDatabase();
    jf = await makeCity(h.db);
  });
  afterAll(() => h.close());

  it("a citizen report reaches the hauler and the city (outbox and their lists), and not another city", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 3_600_000), new Date(now + 48 * 3_600_000));
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    const sender = { ip: someIp(), now: new Date() };
    await expect(
      submitCitizenReport(h.db, { code: w.cacamba.publicCode, text: "curto" }, sender),
    ).rejects.toThrow(/10 caracteres/);
    // Hostile text is a 400 in pt-BR, never PostgreSQL's 22021 (NUL) or an unbounded row.
    for (const input of [
      { code: w.cacamba.publicCode, text: "Caçamba na calçada\u0000 há dias." },
      { code: `${w.cacamba.publicCode}\u0000`, text: "Caçamba na calçada há dias." },
      { code: w.cacamba.publicCode, text: "x".repeat(1 << 20) },
      { code: w.cacamba.publicCode, text: "Caçamba na calçada há dias.", contact: "\uD800" },
    ])
      await expect(submitCitizenReport(h.db, input, sender)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    await submitCitizenReport(
      h.db,
      { code: w.cacamba.publicCode, text: TEXT, lat: -21.76, lon: -43.35, photo: png },
      sender,
    );
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

  it(`one address sends at most ${REPORTS_PER_IP_PER_HOUR} reports an hour (429 in pt-BR, nothing kept)`, async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 3_600_000), new Date(now + 48 * 3_600_000));
    const ip = someIp();
    const at = new Date(now);
    for (let i = 0; i < REPORTS_PER_IP_PER_HOUR; i++)
      await submitCitizenReport(h.db, { code: w.cacamba.publicCode, text: `${TEXT} #${i}` }, { ip, now: at });
    await expect(
      submitCitizenReport(h.db, { code: w.cacamba.publicCode, text: TEXT }, { ip, now: at }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/Aguarde/) });
    const kept = await h.db.select().from(citizenReports).where(eq(citizenReports.orgId, w.hauler.id));
    expect(kept).toHaveLength(REPORTS_PER_IP_PER_HOUR);
    // Another address is not held back by this one, and the same address may report again an hour later.
    await submitCitizenReport(h.db, { code: w.cacamba.publicCode, text: TEXT }, { ip: someIp(), now: at });
    await submitCitizenReport(
      h.db,
      { code: w.cacamba.publicCode, text: TEXT },
      { ip, now: new Date(now + 61 * 60_000) },
    );
  });

  it(`of 40 reports at once from one address, exactly ${REPORTS_PER_IP_PER_HOUR} are kept`, async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 3_600_000), new Date(now + 48 * 3_600_000));
    const ip = someIp();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        submitCitizenReport(
          h.db,
          { code: w.cacamba.publicCode, text: `${TEXT} [${i}]` },
          { ip, now: new Date(now) },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(REPORTS_PER_IP_PER_HOUR);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const kept = await h.db.select().from(citizenReports).where(eq(citizenReports.orgId, w.hauler.id));
    expect(kept).toHaveLength(REPORTS_PER_IP_PER_HOUR);
  });

  it("a flood of reports at once e-mails each admin, dispatcher and auditor once an hour, not once a report", async () => {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 3_600_000), new Date(now + 48 * 3_600_000));
    const recipients = [w.users.admin.email, w.users.dispatcher.email, jf.auditor.email];
    const reportMails = async () => {
      const rows = await h.db
        .select({ to: emailOutbox.to })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.to, recipients), eq(emailOutbox.template, "citizen_report")));
      return recipients.map((to) => rows.filter((r) => r.to === to).length);
    };
    const before = await reportMails();
    // Days after the other tests' reports, which e-mailed this city already.
    const at = new Date(now + 5 * 24 * 3_600_000);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        submitCitizenReport(
          h.db,
          { code: w.cacamba.publicCode, text: `${TEXT} (${i})` },
          { ip: someIp(), now: new Date(at.getTime() + i) },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const kept = await h.db.select().from(citizenReports).where(eq(citizenReports.orgId, w.hauler.id));
    expect(kept).toHaveLength(30);
    const sent = (counts: number[]) => counts.map((n, i) => n - (before[i] ?? 0));
    expect(sent(await reportMails())).toEqual([1, 1, 1]);
    // The next hour's first report e-mails again.
    await submitCitizenReport(
      h.db,
      { code: w.cacamba.publicCode, text: TEXT },
      { ip: someIp(), now: new Date(at.getTime() + 61 * 60_000) },
    );
    expect(sent(await reportMails())).toEqual([2, 2, 2]);
  });
});
