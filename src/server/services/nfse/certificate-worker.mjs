// Reads one uploaded PKCS#12 (src/server/services/nfse/certificate-thread.ts starts it, one thread per
// file): plain JavaScript so Node loads it as it is under Next's server, tsx and vitest alike; the reader
// (certificate.ts) comes through tsx. Answers once, with the certificate or the reason it is refused.
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";
import { yieldCpu } from "../thread-priority.mjs";

yieldCpu();
const { readA1, CertificateError } = await tsImport("./certificate.ts", import.meta.url);

try {
  parentPort?.postMessage({ cert: readA1(workerData.pfx, workerData.password) });
} catch (e) {
  parentPort?.postMessage(
    e instanceof CertificateError
      ? { problem: e.problem }
      : { error: e instanceof Error ? e.message : String(e) },
  );
}
