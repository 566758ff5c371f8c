/**
 * NFS-e cost per note of what runs before the send: the DPS built from its facts, checked against
 * the official 1.01 XSD (xmllint as WebAssembly, one long-lived worker), and signed (XMLDSig,
 * RSA-SHA256, exclusive C14N) with a test A1 made here. Warm p50/p95 over NOTES notes (200).
 * With NFSE_SAMPLE_OUT=path, the last signed DPS is written there: the exact bytes that would be sent.
 * Last line: one JSON object. Run: npm run bench:nfse. Not part of the pass/fail suite.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { buildDps, DEFAULT_TRIB_NAC } from "../src/domain/nfse/dps";
import { readA1 } from "../src/server/services/nfse/certificate";
import { makeA1, makeTestCa } from "../src/server/services/nfse/fake/pki";
import { signEnveloped } from "../src/server/services/nfse/signature";
import { validateAgainst } from "../src/server/services/nfse/xsd";

const NOTES = Number(process.env.NOTES ?? 200);
const WARM = 10;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const a1 = makeA1(makeTestCa(), { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
const cert = readA1(a1.pfx, a1.password);

async function oneNote(n: number) {
  const { xml } = buildDps({
    environment: "restricted",
    issuedAt: new Date(),
    appVersion: "CacambaCerta-1.0",
    series: "1",
    number: n,
    issuerMunicipalityIbge: "3136702",
    provider: { cnpj: cert.cnpj, municipalRegistration: "123456", simples: n % 2 ? "none" : "me_epp" },
    taker:
      n % 3
        ? { taxId: "44555666000199", name: "Construtora Morro do Imperador" }
        : { taxId: "12345678909", name: "Maria da Silva" },
    service: {
      placeIbge: "3136702",
      tribNac: DEFAULT_TRIB_NAC,
      description: `Fatura nº ${n}: Locação de caçamba 5 m³, classe A, com remoção e destinação dos resíduos`,
    },
    valueCents: 35000 + n,
    issRatePercent: 2.5,
    simplesTotalPercent: 6,
  });
  const checked = await validateAgainst("DPS_v1.01.xsd", xml);
  if (!checked.valid) throw new Error(checked.errors.join("; "));
  return signEnveloped(xml, "infDPS", cert.keyPem, cert.certPem);
}

for (let i = 1; i <= WARM; i++) await oneNote(i);
const times: number[] = [];
let last = "";
for (let i = 1; i <= NOTES; i++) {
  const t = performance.now();
  last = await oneNote(WARM + i);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const p50Ms = Math.round(pct(times, 0.5) * 10) / 10;
const p95Ms = Math.round(pct(times, 0.95) * 10) / 10;
console.log(
  `NFS-e: DPS build + XSD + sign, ${NOTES} notes warm: p50 ${p50Ms} ms, p95 ${p95Ms} ms (load average ${loadavg()[0]?.toFixed(2)})`,
);
if (process.env.NFSE_SAMPLE_OUT) {
  writeFileSync(process.env.NFSE_SAMPLE_OUT, last);
  console.log(`Last signed DPS (${Buffer.byteLength(last)} bytes) written to ${process.env.NFSE_SAMPLE_OUT}`);
}
console.log(JSON.stringify({ notes: NOTES, p50Ms, p95Ms, loadAverage: Number(loadavg()[0]?.toFixed(2)) }));
