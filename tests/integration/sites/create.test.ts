import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { sites } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";

const SITE = {
  name: "Reforma da casa",
  address: "Rua Halfeld, 900 — Centro",
  cep: "36010000",
  lat: -21.76,
  lon: -43.35,
};

describe("a generator's sites", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("are created only in a municipality the platform serves (400 in pt-BR otherwise)", async () => {
    const generator = await makeOrg(h.db, { kind: "generator" });
    const client = callerFor(h.db, await makeMember(h.db, generator.id, "client"), generator.id);
    for (const municipalityId of ["sao-paulo-sp", "", "juiz-de-fora-mg-x", "9999999"]) {
      const e = await failure(client.sites.create({ ...SITE, municipalityId }));
      expect(getHTTPStatusCodeFromError(e)).toBe(400);
      expect(e.message).toMatch(/Município ainda não atendido/);
    }
    expect(await h.db.select().from(sites).where(eq(sites.orgId, generator.id))).toEqual([]);
    // the IBGE code of a served municipality is accepted and stored as its id
    const created = await client.sites.create({ ...SITE, municipalityId: "3136702" });
    expect(created.municipalityId).toBe("juiz-de-fora-mg");
  });
});
