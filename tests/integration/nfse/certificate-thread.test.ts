import { describe, expect, it } from "vitest";
import { CertificateError } from "@/server/services/nfse/certificate";
import { MAX_READS_AT_ONCE, readA1OffThread } from "@/server/services/nfse/certificate-thread";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { MAX_PKCS12_ITERATIONS } from "@/server/services/nfse/pkcs12-iterations";
import { withIterations } from "../../helpers/pkcs12-iterations";

const a1 = makeA1(makeTestCa(), { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
/** Within the limit, yet seconds of node-forge's key derivation: what the time budget is for. */
const slow = withIterations(a1.pfx, MAX_PKCS12_ITERATIONS);

async function problemOf(read: Promise<unknown>) {
  try {
    await read;
    return "read";
  } catch (e) {
    return e instanceof CertificateError ? e.problem : String(e);
  }
}

describe("an uploaded PKCS#12 is read in a thread of its own, within a time budget", () => {
  it("reads a real A1 there, with its CNPJ, holder and validity", async () => {
    const cert = await readA1OffThread(a1.pfx, a1.password);
    expect(cert.cnpj).toBe("11222333000181");
    expect(cert.holder).toBe("CAÇAMBAS HALFELD LTDA");
    expect(cert.notAfter).toBeInstanceOf(Date);
    expect(await problemOf(readA1OffThread(a1.pfx, "errada"))).toBe("wrong_password");
    expect(await problemOf(readA1OffThread(withIterations(a1.pfx, 10_000_000), "x"))).toBe(
      "too_many_iterations",
    );
  });

  it("stops a file past its budget, and the event loop turns all the while", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    // 100 ms: well below the key derivation at the limit (~200–300 ms on a quiet machine; 300 ms once lost).
    const problem = await problemOf(readA1OffThread(slow, a1.password, 100));
    clearInterval(ticker);
    expect(problem).toBe("too_slow");
    expect(ticks).toBeGreaterThan(5);
  });

  it(`reads ${MAX_READS_AT_ONCE} files at once in a process and asks the next to try again`, async () => {
    const reads = Array.from({ length: MAX_READS_AT_ONCE }, () => problemOf(readA1OffThread(slow, "x", 300)));
    expect(await problemOf(readA1OffThread(a1.pfx, a1.password))).toBe("busy");
    expect(await Promise.all(reads)).toEqual(Array(MAX_READS_AT_ONCE).fill("too_slow"));
    expect(await problemOf(readA1OffThread(a1.pfx, a1.password))).toBe("read");
  });
});
