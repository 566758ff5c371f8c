import { describe, expect, it } from "vitest";
import { buildDps, DEFAULT_TRIB_NAC, type DpsFacts } from "@/domain/nfse/dps";
import { buildCancelRequest } from "@/domain/nfse/events";
import { readA1 } from "@/server/services/nfse/certificate";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { signEnveloped, verifyEnveloped } from "@/server/services/nfse/signature";
import { validateAgainst } from "@/server/services/nfse/xsd";

const ca = makeTestCa();
const a1 = makeA1(ca, { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
const cert = readA1(a1.pfx, a1.password);

const facts = (over: Partial<DpsFacts> = {}): DpsFacts => ({
  environment: "restricted",
  issuedAt: new Date("2026-03-05T17:07:00Z"),
  appVersion: "CacambaCerta-1.0",
  series: "1",
  number: 42,
  issuerMunicipalityIbge: "3136702",
  provider: { cnpj: "11222333000181", municipalRegistration: "123456", simples: "none" },
  taker: { taxId: "44555666000199", name: "Construtora Morro do Imperador & Filhos <Ltda>" },
  service: {
    placeIbge: "3136702",
    tribNac: DEFAULT_TRIB_NAC,
    description: "Locação de caçamba 5 m³ com remoção",
  },
  valueCents: 123456,
  ...over,
});

async function signedAndValid(f: DpsFacts) {
  const { id, xml } = buildDps(f);
  const signed = signEnveloped(xml, "infDPS", cert.keyPem, cert.certPem);
  const result = await validateAgainst("DPS_v1.01.xsd", signed);
  return { id, signed, result };
}

describe("DPS layout 1.01 against the official XSD, signed", () => {
  it("company client, regime normal", async () => {
    const { id, signed, result } = await signedAndValid(facts());
    expect(result.errors).toEqual([]);
    expect(id).toBe("DPS313670221122233300018100001000000000000042");
    expect(id).toHaveLength(45);
    expect(signed.startsWith('<?xml version="1.0" encoding="UTF-8"?><DPS xmlns=')).toBe(true);
    expect(signed).toContain("<vServ>1234.56</vServ>");
    expect(signed).toContain("&amp; Filhos &lt;Ltda&gt;");
    expect(signed).toContain("<dhEmi>2026-03-05T14:07:00-03:00</dhEmi>");
    expect(verifyEnveloped(signed, "infDPS").ok).toBe(true);
  });

  it("individual client (CPF), Simples Nacional ME/EPP with its rates", async () => {
    const { signed, result } = await signedAndValid(
      facts({
        provider: { cnpj: "11222333000181", municipalRegistration: null, simples: "me_epp" },
        taker: { taxId: "12345678909", name: "Maria da Silva", email: "maria@example.com" },
        issRatePercent: 2,
        simplesTotalPercent: 6,
      }),
    );
    expect(result.errors).toEqual([]);
    expect(signed).toContain("<CPF>12345678909</CPF>");
    expect(signed).toContain("<pAliq>2.00</pAliq>");
    expect(signed).toContain("<pTotTribSN>6.00</pTotTribSN>");
  });

  it("company client, MEI; and a substitution", async () => {
    const { signed, result } = await signedAndValid(
      facts({
        provider: { cnpj: "11222333000181", municipalRegistration: "9", simples: "mei" },
        substitutes: { accessKey: "3".repeat(50), reason: "99", text: "Valor da fatura corrigido" },
      }),
    );
    expect(result.errors).toEqual([]);
    expect(signed).toContain("<subst><chSubstda>");
  });

  it("individual client, regime normal; a wrong field fails the schema", async () => {
    expect(
      (await signedAndValid(facts({ taker: { taxId: "12345678909", name: "João" } }))).result.errors,
    ).toEqual([]);
    const bad = await signedAndValid(facts({ service: { ...facts().service, tribNac: "7.09" } }));
    expect(bad.result.valid).toBe(false);
    expect(bad.result.errors.join()).toContain("cTribNac");
  });

  it("cancellation request e101101 against pedRegEvento_v1.01.xsd", async () => {
    const { xml } = buildCancelRequest({
      environment: "restricted",
      at: new Date("2026-03-06T12:00:00Z"),
      appVersion: "CacambaCerta-1.0",
      authorCnpj: "11222333000181",
      accessKey: "3".repeat(50),
      reason: "2",
      text: "Serviço não prestado: pedido desistido",
    });
    const signed = signEnveloped(xml, "infPedReg", cert.keyPem, cert.certPem);
    expect((await validateAgainst("pedRegEvento_v1.01.xsd", signed)).errors).toEqual([]);
  });

  it("the signature check refuses tampering, a ds: prefix and a missing declaration", async () => {
    const { signed } = await signedAndValid(facts());
    expect(verifyEnveloped(signed.replace("1234.56", "1.00"), "infDPS")).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(verifyEnveloped(signed.replace(/^<\?xml[^>]*>/, ""), "infDPS")).toEqual({
      ok: false,
      problem: "no_declaration",
    });
    const prefixed = signed.replace(/<(\/?)Signature/g, "<$1ds:Signature");
    expect(verifyEnveloped(prefixed, "infDPS")).toEqual({ ok: false, problem: "prefixed" });
  });
});
