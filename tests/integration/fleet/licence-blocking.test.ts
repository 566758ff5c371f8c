import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { DomainError } from "@/server/errors";
import { assertHaulerLicensed, checkHaulerLicensing } from "@/server/services/fleet/licences/assert-licensed";
import { freshDatabase } from "../../helpers/db";
import { giveLicence, makeHauler } from "./world";

const AT = new Date("2025-06-10T15:00:00Z");

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("licence blocking (JF art. 4º–5º, JP art. 18)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("blocks a JF hauler without alvará and tax clearance, citing the articles", async () => {
    const hauler = await makeHauler(h.db);
    const e = await refusal(assertHaulerLicensed(h.db, hauler.org.id, "juiz-de-fora-mg", AT));
    expect(e.code).toBe("PRECONDITION_FAILED");
    expect(e.details.article).toBe("JF art. 4º–5º");
    expect(e.message).toContain("JF art. 4º–5º");
    expect(e.message).toContain("Alvará de localização (JF art. 5º, I) não cadastrada");
    expect(e.message).toContain("Certidão negativa de débitos municipais (JF art. 5º, II) não cadastrada");
  });

  it("passes with both in force and blocks again the day after one lapses", async () => {
    const hauler = await makeHauler(h.db);
    await giveLicence(h.db, hauler, "alvara_localizacao", "juiz-de-fora-mg", "2025-01-01", "2025-12-31");
    await giveLicence(h.db, hauler, "tax_clearance", "juiz-de-fora-mg", "2025-05-01", "2025-06-30");
    await expect(assertHaulerLicensed(h.db, hauler.org.id, "juiz-de-fora-mg", AT)).resolves.toBeUndefined();
    // 30/06 23:30 in Juiz de Fora is already 01/07 in UTC: the local calendar day decides.
    const lastEvening = new Date("2025-07-01T02:30:00Z");
    await expect(
      assertHaulerLicensed(h.db, hauler.org.id, "juiz-de-fora-mg", lastEvening),
    ).resolves.toBeUndefined();
    const e = await refusal(
      assertHaulerLicensed(h.db, hauler.org.id, "juiz-de-fora-mg", new Date("2025-07-01T12:00:00Z")),
    );
    expect(e.message).toContain("vencida em 30/06/2025");
    expect(e.message).not.toContain("Alvará");
  });

  it("a licence issued by another municipality does not count", async () => {
    const hauler = await makeHauler(h.db, ["joao-pessoa-pb"]);
    await giveLicence(h.db, hauler, "municipal_registration", "juiz-de-fora-mg", "2025-01-01", "2026-01-01");
    const e = await refusal(assertHaulerLicensed(h.db, hauler.org.id, "joao-pessoa-pb", AT));
    expect(e.message).toContain("JP art. 18");
    await giveLicence(h.db, hauler, "municipal_registration", "joao-pessoa-pb", "2025-01-01", "2026-01-01");
    await expect(assertHaulerLicensed(h.db, hauler.org.id, "joao-pessoa-pb", AT)).resolves.toBeUndefined();
  });

  it("a licence starting later is reported as not yet in force; CM requires none", async () => {
    const hauler = await makeHauler(h.db);
    await giveLicence(h.db, hauler, "alvara_localizacao", "juiz-de-fora-mg", "2025-07-01", "2026-07-01");
    const verdict = await checkHaulerLicensing(h.db, hauler.org.id, "juiz-de-fora-mg", AT);
    expect(verdict.missing.map((m) => [m.kind, m.reason])).toEqual([
      ["alvara_localizacao", "not_yet_valid"],
      ["tax_clearance", "missing"],
    ]);
    const cm = await checkHaulerLicensing(h.db, hauler.org.id, "cachoeiras-de-macacu-rj", AT);
    expect(cm).toMatchObject({ licensed: true, article: null, missing: [] });
  });

  it("licensing verdicts reach the UI through tRPC with the article", async () => {
    const hauler = await makeHauler(h.db, ["juiz-de-fora-mg", "joao-pessoa-pb"]);
    const verdicts = await hauler.caller.fleet.licences.licensing();
    expect(verdicts.map((v) => [v.municipalityId, v.licensed, v.article])).toEqual([
      ["juiz-de-fora-mg", false, "JF art. 4º–5º"],
      ["joao-pessoa-pb", false, "JP art. 18"],
    ]);
  });

  it("creating a licence with dates out of order is refused with 400 and writes nothing", async () => {
    const hauler = await makeHauler(h.db);
    const attempt = hauler.caller.fleet.licences.create({
      kind: "alvara_localizacao",
      number: "ALV-1",
      municipalityId: "juiz-de-fora-mg",
      validFrom: "31/12/2025",
      validUntil: "01/01/2025",
    });
    await expect(attempt).rejects.toBeInstanceOf(TRPCError);
    await expect(attempt).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await hauler.caller.fleet.licences.list()).toEqual([]);
    const ok = await hauler.caller.fleet.licences.create({
      kind: "alvara_localizacao",
      number: "ALV-1",
      municipalityId: "juiz-de-fora-mg",
      validFrom: "01/01/2025",
      validUntil: "31/12/2099",
    });
    expect(ok).toMatchObject({ validFrom: "2025-01-01", validUntil: "2099-12-31", status: "valid" });
  });
});
