/**
 * NFS-e cost per note of what runs before the send: the DPS built from its facts, checked against
 * the official 1.01 XSD (schemas compiled once, in one long-lived worker), and signed (XMLDSig, the
 * signature profile in force: NFSE_SIGNATURE_PROFILE) with a test A1 made here. Warm p50/p95 over
 * NOTES notes (200), with each step's share. The baseline, measured in the same run right after: the
 * XSD check as before issue 43 (xmllint per document, bench/nfse/xmllint-baseline.ts), with the load
 * average around each. Target: p95 ≤ 20 ms.
 * With NFSE_SAMPLE_OUT=path, the last signed DPS is written there: the exact bytes that would be sent.
 * Last line: one JSON object. Run: npm run bench:nfse. Not part of the pass/fail suite.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { buildDps, DEFAULT_TRIB_NAC } from "../src/domain/nfse/dps";
import { readA1 } from "../src/server/services/nfse/certificate";
import { signatureProfileFromEnv } from "../src/server/services/nfse/config";
import { makeA1, makeTestCa } from "../src/server/services/nfse/fake/pki";
import { signEnveloped } from "../src/server/services/nfse/signature";
import { validateAgainst } from "../src/server/services/nfse/xsd";
import { stopXmllintBaseline, XMLLINT_PARTS, xmllintValidate } from "./nfse/xmllint-baseline";

const NOTES = Number(process.env.NOTES ?? 200);
const WARM = 10;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const load = () => Number(loadavg()[0]?.toFixed(2));

const a1 = makeA1(makeTestCa(), { cnpj: "11222333000181", holder: "CAÇAMBAS HALFELD LTDA" });
const cert = readA1(a1.pfx, a1.password);

function build(n: number) {
  return buildDps({
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
  }).xml;
}

type Steps = { build: number; xsd: number; sign: number; total: number };
async function oneNote(n: number, validate: (xml: string) => Promise<boolean>) {
  const t0 = performance.now();
  const xml = build(n);
  const t1 = performance.now();
  if (!(await validate(xml))) throw new Error(`DPS ${n} failed the XSD`);
  const t2 = performance.now();
  const signed = signEnveloped(xml, "infDPS", cert.keyPem, cert.certPem);
  const t3 = performance.now();
  return { signed, steps: { build: t1 - t0, xsd: t2 - t1, sign: t3 - t2, total: t3 - t0 } };
}

const current = async (xml: string) => (await validateAgainst("DPS_v1.01.xsd", xml)).valid;

function summary(all: Steps[]) {
  const of = (k: keyof Steps) => all.map((s) => s[k]).sort((a, b) => a - b);
  const line = (k: keyof Steps) => ({ p50: round(pct(of(k), 0.5)), p95: round(pct(of(k), 0.95)) });
  return { total: line("total"), build: line("build"), xsd: line("xsd"), sign: line("sign") };
}

async function run(validate: (xml: string) => Promise<boolean>) {
  for (let i = 1; i <= WARM; i++) await oneNote(i, validate);
  const loadBefore = load();
  const steps: Steps[] = [];
  let last = "";
  for (let i = 1; i <= NOTES; i++) {
    const note = await oneNote(WARM + i, validate);
    last = note.signed;
    steps.push(note.steps);
  }
  return { steps, last, load: `${loadBefore} → ${load()}` };
}

const measured = await run(current);
// The baseline after, on its own: its per-document WebAssembly instances leave work behind (GC,
// teardown) that would land on the next note measured if the two were interleaved.
const old = await run(xmllintValidate);
const parts: Record<string, number> = {};
for (const [part, call] of Object.entries(XMLLINT_PARTS)) {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await call(measured.last);
    times.push(performance.now() - t);
  }
  parts[part] = round(
    pct(
      times.sort((a, b) => a - b),
      0.5,
    ),
  );
}
await stopXmllintBaseline();
const loadAfter = load();
const now = measured.steps;
const before = old.steps;
const last = measured.last;
const result = summary(now);
const baseline = summary(before);
const show = (label: string, s: ReturnType<typeof summary>) =>
  console.log(
    `${label}: p50 ${s.total.p50} ms, p95 ${s.total.p95} ms — build p50 ${s.build.p50}/p95 ${s.build.p95}, ` +
      `XSD ${s.xsd.p50}/${s.xsd.p95}, sign ${s.sign.p50}/${s.sign.p95} ms`,
  );
console.log(
  `NFS-e: DPS build + XSD + sign, ${NOTES} notes warm, signature profile ${signatureProfileFromEnv()}`,
);
show(`now (schemas compiled once; load average ${measured.load})`, result);
show(`baseline (xmllint per DPS; load average ${old.load})`, baseline);
console.log(
  `baseline's XSD check in parts (p50 of 50 calls): ${Object.entries(parts)
    .map(([part, ms]) => `${part} ${ms} ms`)
    .join(", ")}; now: the schema compiled once per worker, each DPS parsed and checked (XSD above)`,
);
if (process.env.NFSE_SAMPLE_OUT) {
  writeFileSync(process.env.NFSE_SAMPLE_OUT, last);
  console.log(`Last signed DPS (${Buffer.byteLength(last)} bytes) written to ${process.env.NFSE_SAMPLE_OUT}`);
}
console.log(
  JSON.stringify({
    notes: NOTES,
    p50Ms: result.total.p50,
    p95Ms: result.total.p95,
    steps: result,
    baseline,
    baselineXsdPartsP50Ms: parts,
    targetP95Ms: 20,
    loadAverage: loadAfter,
  }),
);
