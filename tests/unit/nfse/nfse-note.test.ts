import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { SignedXml } from "xml-crypto";
import { buildDps, DEFAULT_TRIB_NAC, type DpsFacts } from "@/domain/nfse/dps";
import { readNote, UnreadableNote } from "@/domain/nfse/note";
import { buildNote, signNote } from "@/server/services/nfse/fake/nfse-note";
import { makeA1, makeServerCert, makeTestCa } from "@/server/services/nfse/fake/pki";
import { signEnveloped } from "@/server/services/nfse/signature";
import { validateAgainst } from "@/server/services/nfse/xsd";

const ca = makeTestCa();
const a1 = makeA1(ca, { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
const sefin = makeServerCert(ca);
const KEY = "31367022112223330001810000000000000072612123456789";

const facts = (over: Partial<DpsFacts> = {}): DpsFacts => ({
  environment: "restricted",
  issuedAt: new Date("2026-03-05T17:07:00Z"),
  appVersion: "CacambaCerta-1.0",
  series: "1",
  number: 42,
  issuerMunicipalityIbge: "3136702",
  provider: { cnpj: "11222333000181", municipalRegistration: "123456", simples: "none" },
  taker: { taxId: "44555666000199", name: "Construtora Morro do Imperador & Filhos" },
  service: { placeIbge: "3136702", tribNac: DEFAULT_TRIB_NAC, description: "Caçamba 5 m³ com remoção" },
  valueCents: 123456,
  ...over,
});

function fakeNote(f: DpsFacts, rate = 2) {
  const dps = signEnveloped(buildDps(f).xml, "infDPS", a1.keyPem, a1.certPem);
  return signNote(
    buildNote({
      accessKey: KEY,
      number: 7,
      processedAt: "2026-03-05T14:07:09-03:00",
      issuingPlace: { name: "Juiz de Fora", uf: "MG", cep: "36010000" },
      incidencePlace: { ibge: "3136702", name: "Juiz de Fora", issRate: rate },
      serviceLabel:
        "Varrição, coleta, remoção e destinação final de lixo, rejeitos e outros resíduos quaisquer.",
      emitterName: "CAÇAMBAS HALFELD LTDA",
      signedDps: dps,
    }),
    sefin.keyPem,
    sefin.certPem,
  );
}

/** Every XMLDSig signature of a document, checked with the certificate it carries: [reference, valid]. */
function signatures(xml: string): [string, boolean][] {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const found = doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature");
  return Array.from({ length: found.length }, (_, i) => {
    const s = found[i] as unknown as Element;
    const body = s.getElementsByTagName("X509Certificate")[0]?.textContent?.replace(/\s/g, "") ?? "";
    const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join("\n")}\n-----END CERTIFICATE-----\n`;
    const check = new SignedXml({ publicCert: pem });
    check.loadSignature(s as unknown as Node);
    let ok = false;
    try {
      ok = check.checkSignature(xml);
    } catch {
      ok = false;
    }
    return [s.getElementsByTagName("Reference")[0]?.getAttribute("URI") ?? "", ok];
  });
}

describe("the fake Sefin's NFS-e, to the official layout", () => {
  it("validates against NFSe_v1.01.xsd; the Sefin's signature (exc-C14N with comments, RSA-SHA256) and the embedded DPS's both verify", async () => {
    const xml = fakeNote(facts());
    const schema = await validateAgainst("NFSe_v1.01.xsd", xml);
    expect(schema.errors).toEqual([]);
    expect(schema.valid).toBe(true);
    expect(xml).toContain(
      '<CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#WithComments"',
    );
    expect(xml).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"');
    expect(signatures(xml)).toEqual([
      ["#DPS313670221122233300018100001000000000000042", true],
      [`#NFS${KEY}`, true],
    ]);
    expect(signatures(xml.replace("<vLiq>1234.56</vLiq>", "<vLiq>1234.57</vLiq>"))[1]?.[1]).toBe(false);
  });

  it("computes what the Sefin computes: ISS at the place's rate; withheld ISS leaves the net value", async () => {
    const note = readNote(fakeNote(facts()));
    expect(note).toMatchObject({
      accessKey: KEY,
      nfseNumber: "7",
      processedAt: "2026-03-05T14:07:09-03:00",
      status: "100",
      values: { baseCents: 123456, issRatePercent: 2, issCents: 2469, retainedCents: 0, netCents: 123456 },
      dps: { number: "42", series: "1", tribNac: "070901", valueCents: 123456 },
    });
    const meEpp = readNote(
      fakeNote(
        facts({
          provider: { cnpj: "11222333000181", municipalRegistration: null, simples: "me_epp" },
          issRatePercent: 3.5,
          simplesTotalPercent: 6,
        }),
      ),
    );
    expect(meEpp.values).toMatchObject({ issRatePercent: 3.5, issCents: 4321 });
  });
});

const real = (name: string) => readFileSync(join(__dirname, "../../fixtures/nfse/real", name), "utf8");

describe("the product's reader on real published notes (tests/fixtures/nfse/real, PROVENANCE.md)", () => {
  it("Pacajá (PA), produção restrita, layout 1.00: number, key, dhProc, ISS and net from the note", async () => {
    const xml = real("producao-restrita-pacaja-nfse-2.xml");
    expect((await validateAgainst("NFSe_v1.01.xsd", xml)).errors).toEqual([]);
    expect(readNote(xml)).toMatchObject({
      accessKey: "15054862231305199000190000000000000225121645026250",
      nfseNumber: "2",
      processedAt: "2025-12-03T09:51:59-03:00",
      status: "100",
      issuingPlace: "Pacajá",
      environment: "restricted",
      values: { baseCents: 23000, issRatePercent: 5, issCents: 1150, retainedCents: 0, netCents: 23000 },
      dps: { number: "3", series: "900", tribNac: "040303", placeIbge: "1505486", valueCents: 23000 },
    });
  });

  it("Rio de Janeiro, produção restrita, layout 1.01 with IBS/CBS: the net value is the Sefin's (federal withholdings out), not the DPS's", async () => {
    const xml = real("producao-restrita-rio-de-janeiro-nfse-146.xml");
    expect((await validateAgainst("NFSe_v1.01.xsd", xml)).errors).toEqual([]);
    const note = readNote(xml);
    expect(note).toMatchObject({
      accessKey: "33045572211905971000105000000000014625124504258429",
      nfseNumber: "146",
      processedAt: "2025-12-30T19:01:35-03:00",
      values: { baseCents: 1000000, issCents: 50000, retainedCents: 61500, netCents: 938500 },
      dps: { valueCents: 1000000 },
    });
  });

  it("what is not an NFS-e is refused, not half-read", () => {
    expect(() => readNote("<DPS/>")).toThrow(UnreadableNote);
    expect(() => readNote("não é XML")).toThrow(UnreadableNote);
    const noNet = real("producao-restrita-pacaja-nfse-2.xml").replace("<vLiq>230.00</vLiq>", "");
    expect(() => readNote(noNet)).toThrow(/vLiq/);
  });
});
