import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { licences, orgs, receiverProfiles, registryBulletins } from "@/server/db/schema";
import { generateScheduledBulletins } from "@/server/services/city/bulletins";
import { freshDatabase } from "../../helpers/db";
import { makeOrg } from "../../helpers/factories";
import { makeDispatchWorld } from "../dispatch/world";
import { makeCity } from "./world";

describe("registry bulletin (JP art. 12, §2º)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("lists exactly the haulers and receivers licensed on its date, as PDF and CSV, archived", async () => {
    const licensed = await makeDispatchWorld(h.db);
    const unlicensed = await makeDispatchWorld(h.db, { licensed: false });
    const lapsed = await makeDispatchWorld(h.db, { licensed: false });
    for (const kind of ["alvara_localizacao", "tax_clearance"] as const)
      await h.db.insert(licences).values({
        orgId: lapsed.hauler.id,
        kind,
        number: `${kind}-velho`,
        municipalityId: "juiz-de-fora-mg",
        validFrom: "2020-01-01",
        validUntil: kind === "tax_clearance" ? "2021-12-31" : "2099-12-31",
        createdBy: lapsed.users.admin.id,
      });
    const elsewhere = await makeDispatchWorld(h.db);
    await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, elsewhere.hauler.id));
    await h.db.delete(licences).where(eq(licences.orgId, elsewhere.hauler.id));
    const goodReceiver = await makeOrg(h.db, { kind: "receiver", name: "ATT Licenciada" });
    const oldReceiver = await makeOrg(h.db, { kind: "receiver", name: "ATT Vencida" });
    for (const [r, until] of [
      [goodReceiver, "2099-12-31"],
      [oldReceiver, "2020-01-01"],
    ] as const)
      await h.db.insert(receiverProfiles).values({
        orgId: r.id,
        kind: "att",
        address: "Estrada, km 1",
        cep: "36010000",
        licenceNumber: `LO-${r.legalName}`,
        licenceValidUntil: until,
        acceptedClasses: ["A"],
        acceptedKinds: ["rcc"],
      } as typeof receiverProfiles.$inferInsert);
    const jf = await makeCity(h.db);
    const made = await jf.as.city.bulletins.generate();
    const list = await jf.as.city.bulletins.list();
    const b = list.find((x) => x.id === made.id);
    const ids = b?.entries.map((e) => e.orgId) ?? [];
    expect(ids).toContain(licensed.hauler.id);
    expect(ids).toContain(goodReceiver.id);
    for (const out of [unlicensed.hauler.id, lapsed.hauler.id, elsewhere.hauler.id, oldReceiver.id])
      expect(ids).not.toContain(out);
    const files = await jf.as.city.bulletins.files({ id: made.id });
    expect(Buffer.from(files.pdf, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const csvLines = files.csv.trim().split("\r\n");
    expect(csvLines.length).toBe(ids.length + 1);
    expect(files.csv).toContain(licensed.hauler.legalName);
    expect(files.csv).not.toContain(unlicensed.hauler.legalName);
    // Public list (JP art. 15, §4º): the licensed haulers only.
    const pub = await licensed.as.client.city.public.licensedHaulers({ municipalityId: "juiz-de-fora-mg" });
    expect(pub.haulers.map((x) => x.orgId)).toContain(licensed.hauler.id);
    expect(pub.haulers.map((x) => x.orgId)).not.toContain(unlicensed.hauler.id);
  });

  it("the schedule archives one bulletin per city per bimester, even when run twice", async () => {
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    await generateScheduledBulletins(h.db, new Date());
    await generateScheduledBulletins(h.db, new Date());
    const rows = await h.db.select().from(registryBulletins).where(eq(registryBulletins.orgId, jp.city.id));
    expect(rows.filter((r) => r.scheduled)).toHaveLength(1);
    expect(JSON.stringify(await makeCity(h.db).then((c) => c.as.city.bulletins.list()))).not.toContain(
      rows[0]?.id ?? "none",
    );
  });
});
