import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, nfseDocuments, orgCounters, orgs } from "@/server/db/schema";
import { clearMunicipalParameters } from "@/server/services/nfse/municipal-parameters";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

/**
 * The ADN's municipal parameters in the issue: asked (convênio, then the service's rate) before a DPS
 * number is spent, cached, bounded by a timeout and answered offline; a municipality out of the
 * national NFS-e refused in pt-BR with nothing made.
 */
describe("NFS-e: the ADN's municipal parameters (convênio, ISS rate) in the issue", () => {
  const bed = useNfseTestBed();
  beforeEach(() => {
    clearMunicipalParameters();
    bed.fake.silenceAdn(false);
  });

  const adnCalls = () => bed.fake.requests.filter((r) => r.startsWith("GET /parametrizacao/"));
  const signedAudit = async (orgId: string) => {
    const [row] = await bed.h.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.action, "nfse.signed")));
    return (row?.after as { placeOfIss?: Record<string, unknown> } | undefined)?.placeOfIss;
  };

  it("asks the convênio and the rate of Juiz de Fora once, keeps it, and leaves pAliq to the Sefin (parametrised)", async () => {
    const before = adnCalls().length;
    const first = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const note = await first.w.as.admin.nfse.issue({ invoiceId: first.invoiceId });
    expect(note.status).toBe("authorised");
    const asked = adnCalls().slice(before);
    expect(asked[0]).toBe("GET /parametrizacao/3136702/convenio");
    expect(asked[1]).toMatch(/^GET \/parametrizacao\/3136702\/070901\/\d{4}-\d{2}-\d{2}\/aliquota$/);
    expect(asked).toHaveLength(2);
    expect(await signedAudit(first.w.hauler.id)).toEqual({
      ibge: "3136702",
      conveniada: true,
      issRate: 2,
      source: "adn",
    });
    expect(bed.fake.notes.get(note.accessKey ?? "")?.dpsXml).not.toContain("<pAliq>");

    const second = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await second.w.as.admin.nfse.issue({ invoiceId: second.invoiceId });
    expect(adnCalls().length).toBe(before + 2);
    expect((await signedAudit(second.w.hauler.id))?.source).toBe("cache");
  });

  it("a company in a municipality out of the national NFS-e: refused in pt-BR, no DPS, no number spent, nothing sent", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await bed.h.db.update(orgs).set({ municipalityId: "indiavai-mt" }).where(eq(orgs.id, w.hauler.id));
    const posts = bed.fake.requests.filter((r) => r === "POST /SefinNacional/nfse").length;
    await expect(w.as.admin.nfse.issue({ invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "Indiavaí (IBGE 5104500), município da empresa, não aderiu à NFS-e nacional (convênio consultado no ADN): emita esta nota no sistema da prefeitura.",
    });
    expect(adnCalls()).toContain("GET /parametrizacao/5104500/convenio");
    expect(await bed.h.db.select().from(nfseDocuments).where(eq(nfseDocuments.orgId, w.hauler.id))).toEqual(
      [],
    );
    const counters = await bed.h.db.select().from(orgCounters).where(eq(orgCounters.orgId, w.hauler.id));
    expect(counters.find((c) => c.name === "nfse_dps:restricted:1")?.value).toBe(0);
    expect(bed.fake.requests.filter((r) => r === "POST /SefinNacional/nfse").length).toBe(posts);
    expect((await w.as.admin.invoicing.get({ id: invoiceId })).status).toBe("issued");
  });

  it("the ADN silent: the issue waits at most the ADN timeout, goes on (the Sefin decides) and says it went offline", async () => {
    process.env.NFSE_ADN_TIMEOUT_MS = "400";
    try {
      bed.fake.silenceAdn(true);
      const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
      const started = Date.now();
      const note = await w.as.admin.nfse.issue({ invoiceId });
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(note.status).toBe("authorised");
      expect(await signedAudit(w.hauler.id)).toMatchObject({
        conveniada: null,
        issRate: null,
        source: "offline",
      });
    } finally {
      delete process.env.NFSE_ADN_TIMEOUT_MS;
    }
  });
});
