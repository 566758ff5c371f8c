import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

/** The official layout 1.01 schemas, committed in data/ (provenance in its README). */
const SCHEMA_DIR = join(process.cwd(), "data", "nfse-schemas-1.01");
/**
 * The worker file, from the app's root. Next bundles this module, and Turbopack would bundle what
 * `new Worker(<path>)` names (and fail on xmllint-wasm's runtime require): as in dispatch/route-thread.ts,
 * the thread starts from a one-line script that requires the file at run time.
 */
const WORKER_SCRIPT = `require(${JSON.stringify(join(process.cwd(), "src/server/services/nfse/xsd-worker.cjs"))})`;

export type NfseSchema = "DPS_v1.01.xsd" | "pedRegEvento_v1.01.xsd" | "NFSe_v1.01.xsd";

let files: { fileName: string; contents: string }[] | null = null;
function schemaFiles() {
  files ??= readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith(".xsd"))
    .map((fileName) => ({
      fileName,
      contents: readFileSync(join(SCHEMA_DIR, fileName), "utf8").replace(/^\uFEFF/, ""),
    }));
  return files;
}

type Answer = { exitCode: number; stderr: string };
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

function xmllint(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SCRIPT, { eval: true, name: "nfse-xsd" });
  started.on("message", (m: Answer & { kind?: string; id: number }) => {
    if (m?.kind !== "nfse-xsd") return;
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
    if (waiting.size === 0) started.unref();
  });
  const fail = (stderr: string) => {
    worker = null;
    for (const resolve of waiting.values()) resolve({ exitCode: -1, stderr });
    waiting.clear();
  };
  started.on("error", (e) => fail(String(e)));
  started.on("exit", () => fail("xmllint worker stopped"));
  worker = started;
  return started;
}

/**
 * Validates a document against an official schema offline: xmllint (libxml2 as WebAssembly) with
 * `--nonet`, so xmldsig-core-schema.xsd's DTD on w3.org is never fetched.
 */
export async function validateAgainst(schema: NfseSchema, xml: string) {
  const id = ++nextId;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    const w = xmllint();
    // Referenced only while a validation waits: an idle worker never keeps a process alive.
    w.ref();
    w.postMessage({
      kind: "nfse-xsd",
      id,
      inputFiles: [{ fileName: "document.xml", contents: xml }, ...schemaFiles()],
      args: ["--nonet", "--noout", "--schema", schema, "document.xml"],
    });
  });
  if (answer.exitCode !== 0 && answer.exitCode !== 3 && answer.exitCode !== 4)
    throw new Error(`xmllint failed (${answer.exitCode}): ${answer.stderr}`);
  const errors = answer.stderr
    .split("\n")
    .filter(
      (line) => line.trim() !== "" && !line.endsWith(" validates") && !line.includes("fails to validate"),
    )
    .map((line) => line.replace(/^document\.xml:\d+: /, "").trim());
  return { valid: answer.exitCode === 0, errors };
}
