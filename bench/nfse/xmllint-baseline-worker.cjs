// bench:nfse's baseline: the XSD check as it ran before issue 43 (src/server/services/nfse/xsd-worker.cjs
// until then). One long-lived worker running xmllint (xmllint-wasm): the module is compiled once, but each
// document gets a new instance, the 11 schema files copied in with it and the schema set compiled again.
const { parentPort } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { dirname, join } = require("node:path");

const pkgDir = dirname(require.resolve("xmllint-wasm/package.json"));
const Module = require(join(pkgDir, "xmllint-node.js"));
const compiled = new WebAssembly.Module(readFileSync(join(pkgDir, "xmllint.wasm")));

parentPort.on("message", (job) => {
  if (job?.kind !== "nfse-xsd") return;
  let stderr = "";
  let done = false;
  const finish = (exitCode) => {
    if (done) return;
    done = true;
    parentPort.postMessage({ kind: "nfse-xsd", id: job.id, exitCode, stderr });
  };
  Module({
    inputFiles: job.inputFiles,
    arguments: job.args,
    print() {},
    printErr(text) {
      stderr += `${text}\n`;
    },
    onExit: finish,
    onAbort(reason) {
      stderr += `WASM abort: ${reason}\n`;
      finish(-1);
    },
    wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 1024 }),
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance));
      return {};
    },
  }).catch((e) => {
    stderr += String(e);
    finish(-1);
  });
});
