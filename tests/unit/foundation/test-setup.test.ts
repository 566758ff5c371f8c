import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  databasePlan,
  LOCAL_POSTGRES,
  missingTools,
  SYSTEM_TOOLS,
  type SystemTool,
  startFailure,
  stepFailure,
  toolsPlan,
  toolsStillMissing,
} from "../../../scripts/test-setup.mjs";

function tool(name: string): SystemTool {
  const found = SYSTEM_TOOLS.find((t) => t.name === name);
  if (!found) throw new Error(`no system tool ${name}`);
  return found;
}

/** The error spawn reports for a program that is not there, as npm test meets it before `npm ci`. */
function spawnError(command: string): Promise<Error> {
  return new Promise((resolve) => spawn(command, ["check", "."]).once("error", resolve));
}

describe("npm test's set-up: the system tools", () => {
  it("finds which of Chromium, pdftotext and zbarimg are missing", () => {
    expect(missingTools(() => true)).toEqual([]);
    expect(missingTools((t) => t.name !== "zbarimg").map((t) => t.apt)).toEqual(["zbar-tools"]);
  });

  it("as root, installs the missing packages with apt", () => {
    const plan = toolsPlan([tool("Chromium"), tool("zbarimg")], true);
    expect(plan).toEqual({
      kind: "install",
      packages: ["chromium", "zbar-tools"],
      commands: [
        ["apt-get", ["update", "-qq"]],
        ["apt-get", ["install", "-y", "-qq", "chromium", "zbar-tools"]],
      ],
    });
  });

  it("not as root, stops with one line naming the packages and the command", () => {
    const plan = toolsPlan([tool("pdftotext"), tool("zbarimg")], false);
    expect(plan).toEqual({
      kind: "stop",
      message:
        "npm test precisa de pdftotext e zbarimg, que não estão nesta máquina: instale os pacotes " +
        "poppler-utils zbar-tools com `sudo apt-get install -y poppler-utils zbar-tools` e rode npm test de novo.",
    });
    const one = toolsPlan([tool("Chromium")], false);
    expect(one.kind === "stop" && one.message).toMatch(
      /^npm test precisa de Chromium, que não está nesta máquina: .*apt-get install -y chromium`/,
    );
    expect(toolsPlan([], false)).toEqual({ kind: "ok" });
  });

  it("says which are still missing when apt could not bring them", () => {
    expect(toolsStillMissing([tool("Chromium")])).toBe(
      "npm test: ainda falta Chromium depois de apt-get install chromium; veja as mensagens acima.",
    );
  });
});

describe("npm test's set-up: the database", () => {
  it("TEST_DATABASE_URL when set, named without its password", () => {
    const plan = databasePlan("postgres://app:segredo@db.local:5433/cc", true);
    expect(plan.url).toBe("postgres://app:segredo@db.local:5433/cc");
    expect(plan.line).toBe("Banco dos testes: PostgreSQL de TEST_DATABASE_URL (db.local:5433/cc).");
  });

  it("else the local server when one answers on 127.0.0.1:5432", () => {
    expect(databasePlan(undefined, true)).toEqual({
      url: LOCAL_POSTGRES,
      line: `Banco dos testes: o PostgreSQL local (TEST_DATABASE_URL=${LOCAL_POSTGRES}).`,
    });
  });

  it("else PGlite, and PGlite when TEST_DATABASE_URL is set empty", () => {
    expect(databasePlan(undefined, false).url).toBeUndefined();
    expect(databasePlan(undefined, false).line).toMatch(
      /^Banco dos testes: PGlite embutido \(nenhum PostgreSQL/,
    );
    expect(databasePlan("", true)).toEqual({
      url: undefined,
      line: "Banco dos testes: PGlite embutido (TEST_DATABASE_URL vazio).",
    });
  });
});

describe("npm test's one-line reasons", () => {
  it("a step whose program is missing names the step and the file", async () => {
    const error = await spawnError("node_modules/.bin/no-such-biome");
    expect(startFailure("lint", "node_modules/.bin/no-such-biome", error)).toBe(
      "npm test: a etapa lint não pôde começar: o arquivo node_modules/.bin/no-such-biome não existe.",
    );
  });

  it("a step that failed or was stopped says which", () => {
    expect(stepFailure("types", 2, null)).toBe(
      "npm test: a etapa types falhou (código 2); veja as mensagens acima.",
    );
    expect(stepFailure("vitest", null, "SIGTERM")).toBe(
      "npm test: a etapa vitest foi interrompida (SIGTERM).",
    );
  });
});
