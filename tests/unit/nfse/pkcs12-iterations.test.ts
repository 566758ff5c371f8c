import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_PROBLEM_TEXT, readA1 } from "@/server/services/nfse/certificate";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { largestIterationCount, MAX_PKCS12_ITERATIONS } from "@/server/services/nfse/pkcs12-iterations";
import { withIterations } from "../../helpers/pkcs12-iterations";

const a1 = makeA1(makeTestCa(), { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });

describe("the iterations a PKCS#12 file asks for, read before its password is tried", () => {
  it("reads a real file's count (node-forge writes 2,048 for the MAC and the key bag)", () => {
    expect(largestIterationCount(a1.pfx)).toBe(2048);
  });

  it("finds the count in the MAC alone, in the key bag alone, and in PBES2 (PBKDF2) parameters", () => {
    expect(largestIterationCount(withIterations(a1.pfx, 10_000_000, { mac: true, keys: false }))).toBe(
      10_000_000,
    );
    expect(largestIterationCount(withIterations(a1.pfx, 3_000_000, { mac: false, keys: true }))).toBe(
      3_000_000,
    );
    const keys = forge.pki.rsa.generateKeyPair({ bits: 512, e: 0x10001 });
    const cert = forge.pki.certificateFromPem(a1.certPem);
    const aes = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], "x", { algorithm: "aes256", count: 7 });
    const der = Buffer.from(forge.asn1.toDer(aes).getBytes(), "binary");
    expect(largestIterationCount(der)).toBe(7);
    expect(largestIterationCount(withIterations(der, 2 ** 31 - 1))).toBe(2 ** 31 - 1);
  });

  it("takes a count past 31 bits as endless, and what is not DER as nothing to count", () => {
    const root = forge.asn1.fromDer(a1.pfx.toString("binary"));
    const macData = (root.value as forge.asn1.Asn1[])[2] as forge.asn1.Asn1;
    const macCount = (macData.value as forge.asn1.Asn1[])[2] as forge.asn1.Asn1;
    macCount.value = "\x01\x00\x00\x00\x00";
    const bigger = Buffer.from(forge.asn1.toDer(root).getBytes(), "binary");
    expect(largestIterationCount(bigger)).toBe(Number.POSITIVE_INFINITY);
    expect(largestIterationCount(Buffer.from("not a certificate"))).toBe(0);
    expect(largestIterationCount(new Uint8Array())).toBe(0);
  });

  it("refuses a file past the limit before deriving a single key, in pt-BR", () => {
    const started = performance.now();
    expect(() => readA1(withIterations(a1.pfx, 10_000_000), a1.password)).toThrow(
      CERTIFICATE_PROBLEM_TEXT.too_many_iterations,
    );
    expect(() => readA1(withIterations(a1.pfx, MAX_PKCS12_ITERATIONS + 1), "qualquer")).toThrow(
      /mais de 100\.000 iterações/,
    );
    // Not a timing goal: 10 million iterations would take minutes, so a refusal at all proves none ran.
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(readA1(a1.pfx, a1.password).cnpj).toBe("11222333000181");
  });
});
