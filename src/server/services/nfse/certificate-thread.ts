import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type A1Certificate, CertificateError, type CertificateProblem } from "./certificate";
import { largestIterationCount, MAX_PKCS12_ITERATIONS } from "./pkcs12-iterations";

/**
 * Reads an uploaded PKCS#12 off the event loop, in a worker thread of its own (certificate-worker.mjs),
 * so opening a file (node-forge derives its keys in JavaScript) never delays another request. The file
 * is refused past the time budget (the thread is stopped) and while `MAX_READS_AT_ONCE` others are being
 * read in this process.
 */

/** What one file may take, counted from the upload (a real A1 opens in well under a second). */
export const CERTIFICATE_BUDGET_MS = 10_000;
/** Files read side by side in one process; one more is refused with "try again". */
export const MAX_READS_AT_ONCE = 2;

/** As in dispatch/route-thread.ts: Turbopack must not bundle the worker, so it starts from a one-line script. */
const WORKER_URL = pathToFileURL(join(process.cwd(), "src/server/services/nfse/certificate-worker.mjs")).href;
const WORKER_SCRIPT = `import(${JSON.stringify(WORKER_URL)})`;

interface Answer {
  cert?: A1Certificate;
  problem?: CertificateProblem;
  error?: string;
}

let reading = 0;

/** `readA1` in a thread: the certificate, or a `CertificateError` (also `too_slow` and `busy`). */
export async function readA1OffThread(
  pfx: Uint8Array,
  password: string,
  budgetMs = CERTIFICATE_BUDGET_MS,
): Promise<A1Certificate> {
  // Counted here too, so a file that asks too much never takes a thread.
  if (largestIterationCount(pfx) > MAX_PKCS12_ITERATIONS) throw new CertificateError("too_many_iterations");
  if (reading >= MAX_READS_AT_ONCE) throw new CertificateError("busy");
  reading++;
  const worker = new Worker(WORKER_SCRIPT, {
    eval: true,
    name: "nfse-certificate",
    workerData: { pfx: Uint8Array.from(pfx), password },
  });
  try {
    return await new Promise<A1Certificate>((resolve, reject) => {
      const timer = setTimeout(() => reject(new CertificateError("too_slow")), budgetMs);
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        if (answer.cert) resolve(answer.cert);
        else if (answer.problem) reject(new CertificateError(answer.problem));
        else reject(new Error(`certificate reader: ${answer.error ?? "no answer"}`));
      };
      worker.once("message", settle);
      worker.once("error", (e) => settle({ error: e.message }));
      worker.once("exit", (code) => settle({ error: `thread exited (${code})` }));
    });
  } finally {
    reading--;
    void worker.terminate();
  }
}
