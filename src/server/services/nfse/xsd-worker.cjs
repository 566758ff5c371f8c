// One long-lived worker running xmllint (libxml2 compiled to WebAssembly, from xmllint-wasm): the
// module is compiled once and instantiated per validation, which takes milliseconds, where
// xmllint-wasm's own validateXML starts a worker and compiles the module on every call (~0.5 s).
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
