import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, orgs } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, randomCnpj } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";
import { makeCity } from "../city/world";
import { makeHauler } from "./world";

const profile = (legalName: string, taxId: string) => ({
  legalName,
  taxId,
  address: "Rua Halfeld, 500 — Centro",
  cep: "36010000",
  phone: "3232151234",
  complaintsPhone: "08001234567",
  yardAddress: "Av. Brasil, 2000 — Mariano Procópio",
  municipalityIds: ["juiz-de-fora-mg"],
});

describe("a hauler's identity (legal name and CNPJ)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("cannot take a CNPJ another hauler holds: 409 in pt-BR, nothing changes, its caçamba page still shows itself", async () => {
    const holder = await makeHauler(h.db);
    const taker = await makeHauler(h.db);
    const cacamba = await taker.caller.fleet.createCacamba({ capacityM3: 4 });
    const e = await failure(taker.caller.fleet.company.save(profile("Outra Razão Ltda.", holder.org.taxId)));
    expect(getHTTPStatusCodeFromError(e)).toBe(409);
    expect(e.message).toBe("Já existe transportador com este CNPJ na plataforma.");
    const [row] = await h.db.select().from(orgs).where(eq(orgs.id, taker.org.id));
    expect(row).toMatchObject({ taxId: taker.org.taxId, legalName: taker.org.legalName });
    const page = await callerFor(h.db, null).fleet.publicCacamba({ code: cacamba.publicCode });
    expect(page.owner).toMatchObject({ taxId: taker.org.taxId, legalName: taker.org.legalName });
    // …and a CNPJ taken through the profile is refused at sign-up too (one rule)
    const fresh = randomCnpj();
    await taker.caller.fleet.company.save(profile(taker.org.legalName, fresh));
    await expect(
      callerFor(h.db, null).accounts.signUp({
        kind: "hauler",
        name: "Hugo",
        email: `hugo-${fresh}@exemplo.com.br`,
        password: "Caçambas-no-Pátio-7",
        legalName: "Hugo Caçambas Ltda.",
        personType: "company",
        taxId: fresh,
        municipalityId: "juiz-de-fora-mg",
      }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Já existe transportador com este CNPJ na plataforma.",
    });
  });

  it("two haulers saving the same new CNPJ at once: one gets it, the other a 409", async () => {
    const a = await makeHauler(h.db);
    const b = await makeHauler(h.db);
    const contested = randomCnpj();
    const results = await Promise.allSettled([
      a.caller.fleet.company.save(profile(a.org.legalName, contested)),
      b.caller.fleet.company.save(profile(b.org.legalName, contested)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "CONFLICT" });
    const holders = await h.db
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.kind, "hauler"), eq(orgs.taxId, contested)));
    expect(holders).toHaveLength(1);
  });

  it("the database refuses two orgs of one kind with one tax id, whatever code inserts them", async () => {
    const hauler = await makeHauler(h.db);
    await expect(
      h.db.insert(orgs).values({
        kind: "hauler",
        legalName: "Cópia",
        taxId: hauler.org.taxId,
        municipalityId: "juiz-de-fora-mg",
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    // another kind may hold the same CNPJ (a hauler's company may also order caçambas as a generator)
    await expect(
      h.db.insert(orgs).values({
        kind: "generator",
        legalName: "Mesma empresa, como cliente",
        taxId: hauler.org.taxId,
        municipalityId: "juiz-de-fora-mg",
      }),
    ).resolves.toBeDefined();
  });

  it("a change of legal name or CNPJ is audited before/after and shown to the cities the hauler serves", async () => {
    const hauler = await makeHauler(h.db);
    const jf = await makeCity(h.db, "juiz-de-fora-mg");
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    const newCnpj = randomCnpj();
    // saving without changing name or CNPJ records no identity change
    await hauler.caller.fleet.company.save(profile(hauler.org.legalName, hauler.org.taxId));
    await hauler.caller.fleet.company.save(profile("Caçambas Renomeadas Ltda.", newCnpj));
    const audited = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, hauler.org.id), eq(auditEvents.action, "company.identity_changed")));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      before: { legalName: hauler.org.legalName, taxId: hauler.org.taxId },
      after: { legalName: "Caçambas Renomeadas Ltda.", taxId: newCnpj },
    });
    const seen = await jf.as.city.identityChanges();
    expect(seen.changes.filter((c) => c.orgId === hauler.org.id)).toEqual([
      {
        orgId: hauler.org.id,
        currentName: "Caçambas Renomeadas Ltda.",
        at: expect.any(Date),
        before: { legalName: hauler.org.legalName, taxId: hauler.org.taxId },
        after: { legalName: "Caçambas Renomeadas Ltda.", taxId: newCnpj },
      },
    ]);
    expect((await jp.as.city.identityChanges()).changes.some((c) => c.orgId === hauler.org.id)).toBe(false);
    await expect(hauler.caller.city.identityChanges()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
