import { join } from "node:path";
import { Worker } from "node:worker_threads";

/** The official layout 1.01 schemas, committed in data/ (provenance in its README). */
const SCHEMA_DIR = join(process.cwd(), "data", "nfse-schemas-1.01");
/**
 * The worker file, from the app's root. Next bundles this module, and Turbopack would bundle what
 * `new Worker(<path>)` names (and the WebAssembly libxml2 it loads): as in dispatch/route-thread.ts,
 * the thread starts from a one-line script that requires the file at run time.
 */
const WORKER_SCRIPT = `require(${JSON.stringify(join(process.cwd(), "src/server/services/nfse/xsd-worker.cjs"))})`;

export type NfseSchema = "DPS_v1.01.xsd" | "pedRegEvento_v1.01.xsd" | "NFSe_v1.01.xsd";

type Answer = { errors: string[] } | { failure: string };
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

function validator(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SCRIPT, {
    eval: true,
    name: "nfse-xsd",
    workerData: { schemaDir: SCHEMA_DIR },
  });
  started.on("message", (m: Answer & { kind?: string; id: number }) => {
    if (m?.kind !== "nfse-xsd") return;
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
    if (waiting.size === 0) started.unref();
  });
  const fail = (failure: string) => {
    worker = null;
    for (const resolve of waiting.values()) resolve({ failure });
    waiting.clear();
  };
  started.on("error", (e) => fail(String(e)));
  started.on("exit", () => fail("XSD worker stopped"));
  worker = started;
  return started;
}

/**
 * Validates a document against an official schema offline, in one long-lived worker that compiles
 * each schema once (libxml2 as WebAssembly); it reads no file or address a document names.
 */
export async function validateAgainst(schema: NfseSchema, xml: string) {
  const id = ++nextId;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    const w = validator();
    // Referenced only while a validation waits: an idle worker never keeps a process alive.
    w.ref();
    w.postMessage({ kind: "nfse-xsd", id, schema, xml });
  });
  if ("failure" in answer) throw new Error(`XSD validation failed: ${answer.failure}`);
  return { valid: answer.errors.length === 0, errors: answer.errors };
}
