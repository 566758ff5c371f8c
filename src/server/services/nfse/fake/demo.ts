import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readA1 } from "../certificate";
import { caFromPems, caToPems, makeA1, makeTestCa, type TestCa } from "./pki";
import { type FakeSefin, startFakeSefin } from "./sefin";

/** The password of the demo hauler's test A1 (the same as the demo accounts'). */
export const DEMO_A1_PASSWORD = "demo1234";
/** The folder of the data directory where the simulator keeps its test CA and the demo A1. */
export const SIMULATOR_DIR = "nfse-simulador";
const RENEW_BEFORE_MS = 30 * 86_400_000;

export interface DemoSefin {
  fake: FakeSefin;
  /** The test CA's certificate (PEM), to trust as `NFSE_CA_FILE`. */
  caFile: string;
  /** The demo hauler's test A1 (PKCS#12), to upload in /nfse with `DEMO_A1_PASSWORD`. */
  a1File: string;
}

/** The test CA kept in the data directory (made once, so an uploaded demo A1 stays valid across starts). */
function ensureCa(dir: string): TestCa {
  const certFile = join(dir, "ca.pem");
  const keyFile = join(dir, "ca-key.pem");
  if (existsSync(certFile) && existsSync(keyFile))
    return caFromPems({ certPem: readFileSync(certFile, "utf8"), keyPem: readFileSync(keyFile, "utf8") });
  const ca = makeTestCa("AC Teste Caçamba Certa (simulador da NFS-e)");
  const pems = caToPems(ca);
  writeFileSync(keyFile, pems.keyPem, { mode: 0o600 });
  writeFileSync(certFile, pems.certPem);
  return ca;
}

/** The hauler's test A1 in the data directory, made again when missing or within 30 days of its end. */
function ensureA1(dir: string, ca: TestCa, hauler: { cnpj: string; holder: string }): string {
  const file = join(dir, `certificado-a1-${hauler.cnpj}.pfx`);
  if (existsSync(file)) {
    try {
      const a1 = readA1(readFileSync(file), DEMO_A1_PASSWORD);
      if (a1.notAfter.getTime() - Date.now() > RENEW_BEFORE_MS) return file;
    } catch {
      // unreadable: made again below
    }
  }
  const a1 = makeA1(ca, { ...hauler, password: DEMO_A1_PASSWORD, validDays: 730 });
  writeFileSync(file, a1.pfx, { mode: 0o600 });
  return file;
}

/**
 * `NFSE_MODE=fake` (the default) under `npm start`: the local Sefin Nacional/ADN (./sefin.ts, the same
 * fake the tests use) on `port` (0: any free one) with mutual TLS, a test CA kept in
 * `<dataDir>/nfse-simulador/`, and there a test A1 of the demo hauler's CNPJ for its admin to upload.
 */
export async function startDemoSefin(
  dataDir: string,
  hauler: { cnpj: string; holder: string },
  port = 0,
): Promise<DemoSefin> {
  const dir = join(dataDir, SIMULATOR_DIR);
  mkdirSync(dir, { recursive: true });
  const ca = ensureCa(dir);
  const a1File = ensureA1(dir, ca, hauler);
  const fake = await startFakeSefin(ca, { port });
  return { fake, caFile: join(dir, "ca.pem"), a1File };
}
