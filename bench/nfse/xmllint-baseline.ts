import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

const SCHEMA_DIR = join(process.cwd(), "data", "nfse-schemas-1.01");
const schemaFiles = readdirSync(SCHEMA_DIR)
  .filter((f) => f.endsWith(".xsd"))
  .map((fileName) => ({
    fileName,
    contents: readFileSync(join(SCHEMA_DIR, fileName), "utf8").replace(/^\uFEFF/, ""),
  }));

type Answer = { exitCode: number; stderr: string };
const worker = new Worker(join(process.cwd(), "bench/nfse/xmllint-baseline-worker.cjs"));
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();
worker.on("message", (m: Answer & { id: number }) => {
  waiting.get(m.id)?.(m);
  waiting.delete(m.id);
});

function xmllint(args: string[], inputFiles: { fileName: string; contents: string }[]) {
  const id = ++nextId;
  return new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ kind: "nfse-xsd", id, inputFiles, args });
  });
}

const withSchemas = (xml: string) => [{ fileName: "document.xml", contents: xml }, ...schemaFiles];

/** The DPS checked as before issue 43: xmllint per document, the schema files sent and compiled each time. */
export async function xmllintValidate(xml: string): Promise<boolean> {
  const answer = await xmllint(
    ["--nonet", "--noout", "--schema", "DPS_v1.01.xsd", "document.xml"],
    withSchemas(xml),
  );
  return answer.exitCode === 0;
}

/**
 * Where the baseline's time goes, one part at a time (ms per call): a new instance that only prints
 * its version; plus the 11 schema files sent and copied in and the document parsed (no schema); plus
 * the schema set compiled and the document checked (the whole baseline).
 */
export const XMLLINT_PARTS = {
  instance: () => xmllint(["--version"], []),
  "files + parse": (xml: string) => xmllint(["--nonet", "--noout", "document.xml"], withSchemas(xml)),
  "+ schema compile + check": (xml: string) => xmllintValidate(xml),
};

export const stopXmllintBaseline = () => worker.terminate();
