import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { SignedXml } from "xml-crypto";
import { nfseDocuments, orgCounters } from "@/server/db/schema";
import { nfseEndpoints } from "@/server/services/nfse/config";
import { errorsOf, sefin } from "@/server/services/nfse/sefin-client";
import { signEnveloped } from "@/server/services/nfse/signature";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

const RSA_SHA1 = 'SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"';
const RSA_SHA256 = 'SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"';

describe("the signature profile, end to end against the local Sefin", () => {
  const bed = useNfseTestBed();
  const saved = process.env.NFSE_SIGNATURE_PROFILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.NFSE_SIGNATURE_PROFILE;
    else process.env.NFSE_SIGNATURE_PROFILE = saved;
  });

  const docRows = (orgId: string, invoiceId: string) =>
    bed.h.db
      .select()
      .from(nfseDocuments)
      .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.invoiceId, invoiceId)));

  it("by default the DPS and the cancellation go with the manual's RSA-SHA1 profile, and the Sefin takes both", async () => {
    delete process.env.NFSE_SIGNATURE_PROFILE;
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const note = await w.as.admin.nfse.issue({ invoiceId });
    expect(note.status).toBe("authorised");
    const sent = bed.fake.notes.get(note.accessKey ?? "")?.dpsXml ?? "";
    expect(sent).toContain(RSA_SHA1);
    expect(sent).toContain(
      '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
    );
    expect((await docRows(w.hauler.id, invoiceId))[0]?.signedXml).toBe(sent);
    await w.as.admin.nfse.cancel({ invoiceId, reason: "1", text: "Erro na emissão: valor digitado errado" });
    expect(bed.fake.notes.get(note.accessKey ?? "")?.cancelled).toBe(true);
  });

  it("NFSE_SIGNATURE_PROFILE=sha256: the DPS goes with exclusive C14N and RSA-SHA256, and the Sefin takes it", async () => {
    process.env.NFSE_SIGNATURE_PROFILE = "sha256";
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    const note = await w.as.admin.nfse.issue({ invoiceId });
    expect(note.status).toBe("authorised");
    const sent = bed.fake.notes.get(note.accessKey ?? "")?.dpsXml ?? "";
    expect(sent).toContain(RSA_SHA256);
    expect(sent).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>');
  });

  it("an unknown setting: refused in pt-BR before anything is stored or sent, no DPS number spent", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    process.env.NFSE_SIGNATURE_PROFILE = "rsa-sha512";
    const posts = () => bed.fake.requests.filter((r) => r.startsWith("POST")).length;
    const before = posts();
    await expect(w.as.admin.nfse.issue({ invoiceId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(
        /^NFSE_SIGNATURE_PROFILE=rsa-sha512 não é um perfil de assinatura da NFS-e/,
      ),
    });
    expect(await docRows(w.hauler.id, invoiceId)).toEqual([]);
    const counters = await bed.h.db.select().from(orgCounters).where(eq(orgCounters.orgId, w.hauler.id));
    expect(counters.filter((c) => c.name.startsWith("nfse_dps:")).every((c) => c.value === 0)).toBe(true);
    expect(posts()).toBe(before);
  });

  it("the Sefin refuses another profile (RSA-SHA512, validly signed) and a broken signature of either profile with E0714", async () => {
    delete process.env.NFSE_SIGNATURE_PROFILE;
    const { w, a1, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await w.as.admin.nfse.issue({ invoiceId });
    const [row] = await docRows(w.hauler.id, invoiceId);
    const unsigned = (row?.signedXml ?? "")
      .replace(/<Signature[\s\S]*<\/Signature>/, "")
      .replace(/^<\?xml[^>]*>/, "");
    const me = { keyPem: a1.keyPem, certPem: a1.certPem };
    const endpoints = nfseEndpoints("restricted");
    const answerTo = async (xml: string) => {
      const answer = await sefin.sendDps(endpoints, me, xml);
      if (answer.kind !== "answer") return [0, answer.reason];
      const [first] = errorsOf(answer.body);
      return first ? [answer.status, first.code, first.detail] : [answer.status];
    };
    const withNumber = (n: number) =>
      unsigned
        .replace(/<nDPS>\d+<\/nDPS>/, `<nDPS>${n}</nDPS>`)
        .replace(/(Id="DPS\d{27})\d{15}"/, (_, head) => `${head}${String(n).padStart(15, "0")}"`);

    const other = new SignedXml({
      privateKey: me.keyPem,
      publicCert: me.certPem,
      signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha512",
      canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
      getKeyInfoContent: () =>
        `<X509Data><X509Certificate>${me.certPem.replace(/-----[^-]+-----|\s/g, "")}</X509Certificate></X509Data>`,
    });
    other.addReference({
      xpath: "//*[local-name(.)='infDPS']",
      transforms: [
        "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
        "http://www.w3.org/2001/10/xml-exc-c14n#",
      ],
      digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha512",
    });
    other.computeSignature(withNumber(901), { location: { reference: "/*", action: "append" } });
    const sha512 = `<?xml version="1.0" encoding="UTF-8"?>${other.getSignedXml()}`;
    expect(await answerTo(sha512)).toEqual([400, "E0714", expect.stringMatching(/unsupported_profile/)]);

    for (const [n, profile] of [
      [902, "sha1"],
      [903, "sha256"],
    ] as const) {
      const signed = signEnveloped(withNumber(n), "infDPS", me.keyPem, me.certPem, profile);
      const tampered = signed.replace(/<vServ>[\d.]+<\/vServ>/, "<vServ>1.00</vServ>");
      expect(await answerTo(tampered)).toEqual([400, "E0714", "invalid"]);
      expect((await answerTo(signed))[0]).toBe(201);
    }
  });
});
