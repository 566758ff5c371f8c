// One long-lived worker holding the official schemas compiled once (libxml2 as WebAssembly, from
// libxml2-wasm): each document is parsed and checked against the compiled schema, ~0.1 ms for a DPS.
// Running xmllint per document (bench/nfse/xmllint-baseline-worker.cjs) started a WebAssembly instance,
// copied the 11 schema files in and compiled the schema set again for every DPS (~9 ms idle, ~60 ms
// under load).
const { parentPort, workerData } = require("node:worker_threads");
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");

// The schemas are served from memory under their own names and nothing else is ever read: no file
// and no network address a document or a schema names (the xmldsig schema's DTD on w3.org included).
const schemaFiles = Object.fromEntries(
  readdirSync(workerData.schemaDir)
    .filter((f) => f.endsWith(".xsd"))
    .map((f) => [f, readFileSync(join(workerData.schemaDir, f))]),
);

const loaded = import("libxml2-wasm").then((libxml) => {
  libxml.xmlRegisterInputProvider(new libxml.XmlBufferInputProvider(schemaFiles));
  return libxml;
});

const validators = new Map();
function validatorFor(libxml, schema) {
  let validator = validators.get(schema);
  if (!validator) {
    const bytes = schemaFiles[schema];
    if (!bytes) throw new Error(`unknown schema ${schema}`);
    const doc = libxml.XmlDocument.fromBuffer(bytes, {
      url: schema,
      option: libxml.ParseOption.XML_PARSE_NONET,
    });
    validator = libxml.XsdValidator.fromDoc(doc);
    validators.set(schema, validator);
  }
  return validator;
}

const describe = (e) => {
  const lines = (e?.details ?? []).map((d) => String(d.message).trim());
  return lines.length > 0 ? lines : [String(e?.message ?? e).trim() || "documento inválido"];
};

parentPort.on("message", async (job) => {
  if (job?.kind !== "nfse-xsd") return;
  let libxml;
  try {
    libxml = await loaded;
  } catch (e) {
    parentPort.postMessage({ kind: "nfse-xsd", id: job.id, failure: String(e) });
    return;
  }
  let validator;
  try {
    validator = validatorFor(libxml, job.schema);
  } catch (e) {
    parentPort.postMessage({ kind: "nfse-xsd", id: job.id, failure: String(e) });
    return;
  }
  // From here on whatever libxml2 refuses is the document's fault: an answer, never a failure.
  let doc = null;
  let errors = [];
  try {
    doc = libxml.XmlDocument.fromString(job.xml, { option: libxml.ParseOption.XML_PARSE_NONET });
    validator.validate(doc);
  } catch (e) {
    errors = describe(e);
  } finally {
    doc?.dispose();
  }
  parentPort.postMessage({ kind: "nfse-xsd", id: job.id, errors });
});
