import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MTR_SYSTEMS } from "@/domain/mtr";
import { isoDateIn } from "@/lib/format";
import type { DbHandle } from "@/server/db/client";
import { ctrs, memberships, mtrs, orgs, users } from "@/server/db/schema";
import { DEMO_ORGS, seedDemoIfEmpty } from "@/server/db/seed/demo";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { restoreFakeMtr } from "@/server/mtr/fake/restore";
import { knownMtrRecords } from "@/server/services/mtr/fake-restore";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";

/**
 * Finding 7 of #40: a fresh start's demo finishes its own story — the hauler has prices and a Pix key,
 * the construction company consented to its MTRs, the load received at the ATT can be certified by the
 * receiver at once (through the procedure, against the fake that took back what the database holds, as
 * the app's start does), and the admin's "Primeiros passos" names what is left.
 */
let h: DbHandle;
let fake: Awaited<ReturnType<typeof startFakeMtrServer>>;

beforeAll(async () => {
  h = await freshDatabase();
  fake = await startFakeMtrServer();
  for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = fake.baseUrl(s);
  process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "demo-story-"));
  expect(await seedDemoIfEmpty(h.db)).toBe(true);
  const known = await knownMtrRecords(h.db);
  restoreFakeMtr(fake.fake, known.manifests, known.cdfs);
});
afterAll(async () => {
  await fake.close();
  await h.close();
});

/** The demo account `local@…` acting in the org of `legalName`. */
async function demo(local: string, legalName: string) {
  const [row] = await h.db
    .select({ user: users, orgId: orgs.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(orgs, eq(orgs.id, memberships.orgId))
    .where(and(eq(users.email, `${local}@demo.cacambacerta.com.br`), eq(orgs.legalName, legalName)));
  if (!row) throw new Error(`no demo ${local} in ${legalName}`);
  return { caller: callerFor(h.db, row.user, row.orgId), orgId: row.orgId };
}

describe("the demo tells the whole story", () => {
  it("prices by the caçambas' sizes within JF art. 12, §1º, the orders priced, the client quoted", async () => {
    const admin = await demo("admin", DEMO_ORGS.hauler.legalName);
    const table = await admin.caller.pricing.table();
    expect(table.settings).toMatchObject({ includedDays: 3, extraDayBasis: "business" });
    expect(table.lawNote).toBeNull();
    expect([...new Set(table.rows.map((r) => r.sizeM3))]).toEqual([3, 4, 5]);
    const orders = await admin.caller.dispatch.orders.list();
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(o.quotedCents).toBe(38_000);
    const client = await demo("cliente", DEMO_ORGS.generator.legalName);
    const [site] = await client.caller.sites.list();
    if (!site) throw new Error("no demo site");
    const quote = await client.caller.pricing.quote({
      haulerOrgId: admin.orgId,
      siteId: site.id,
      sizeM3: 4,
      wasteClass: "A",
    });
    expect(quote.quote?.totalCents).toBe(32_000);
  });

  it("a Pix key in the hauler's CNPJ, so every open invoice has its QR", async () => {
    const admin = await demo("admin", DEMO_ORGS.hauler.legalName);
    expect(await admin.caller.pix.settings.get()).toMatchObject({
      keyKind: "cnpj",
      key: DEMO_ORGS.hauler.taxId,
      city: "Juiz de Fora",
    });
  });

  it("the construction company consented; the receiver certifies the received load at once", async () => {
    const client = await demo("cliente", DEMO_ORGS.generator.legalName);
    const consents = await client.caller.mtr.generator.consents();
    expect(consents).toEqual([
      expect.objectContaining({ haulerName: DEMO_ORGS.hauler.legalName, granted: true }),
    ]);

    const [received] = await h.db.select().from(ctrs).where(eq(ctrs.publicCode, "demo-ctr-recebido"));
    if (!received?.receivedAt) throw new Error("no received demo load");
    const [mtr] = await h.db.select().from(mtrs).where(eq(mtrs.ctrId, received.id));
    expect(mtr).toMatchObject({ status: "received", cdfId: null });
    expect(fake.fake.state("feam").manifests.get(mtr?.number ?? "")?.situation).toBe("Recebido");

    const receiver = await demo("receptor", DEMO_ORGS.receiver.legalName);
    const period = { from: isoDateIn(received.receivedAt), to: isoDateIn(new Date()) };
    const cdfs = await receiver.caller.mtr.receiver.issueCdf(period);
    expect(cdfs).toEqual([expect.objectContaining({ system: "feam", status: "issued", count: 1 })]);
    const [certified] = await h.db.select().from(mtrs).where(isNull(mtrs.cdfId));
    expect(certified).toBeUndefined();
    // A new manifest of the restored system is numbered after the demo's, never again the same.
    expect(fake.fake.state("feam").seq).toBe(1);
    // Asked again, nothing is left to certify.
    expect((await failure(receiver.caller.mtr.receiver.issueCdf(period))).message).toMatch(
      /^Nenhum MTR recebido e ainda sem CDF/,
    );
  });
});

describe("Primeiros passos on the admin's home, from the org's own state", () => {
  const keys = ["licences", "yard", "cacambas", "team", "prices", "pix", "nfse", "mtr"];

  it("the demo hauler: everything done but the NFS-e, whose A1 certificate is uploaded by hand", async () => {
    const admin = await demo("admin", DEMO_ORGS.hauler.legalName);
    const onboarding = await admin.caller.org.onboarding();
    expect(onboarding?.steps.map((s) => s.key)).toEqual(keys);
    expect(onboarding?.steps.filter((s) => !s.done).map((s) => s.key)).toEqual(["nfse"]);
  });

  it("a brand-new hauler: every step missing", async () => {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const user = await makeMember(h.db, org.id, "admin");
    const onboarding = await callerFor(h.db, user, org.id).org.onboarding();
    expect(onboarding?.steps).toEqual(keys.map((key) => ({ key, done: false })));
  });

  it("only the admin asks, and only of its own org", async () => {
    const dispatcher = await demo("despacho", DEMO_ORGS.hauler.legalName);
    expect((await failure(dispatcher.caller.org.onboarding())).code).toBe("FORBIDDEN");
    const driver = await demo("motorista", DEMO_ORGS.hauler.legalName);
    expect((await failure(driver.caller.org.onboarding())).code).toBe("FORBIDDEN");
    // Another hauler's admin reads its own steps, never the demo's.
    const other = await makeOrg(h.db, { kind: "hauler" });
    const otherAdmin = await makeMember(h.db, other.id, "admin");
    const demoHauler = await demo("admin", DEMO_ORGS.hauler.legalName);
    const asOther = await callerFor(h.db, otherAdmin, demoHauler.orgId).org.onboarding();
    expect(asOther?.steps.every((s) => !s.done)).toBe(true);
  });
});
