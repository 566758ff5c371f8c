// What `npm test` needs of the machine besides the npm packages, and the one-line answers it gives: pure
// decisions, so each message is tested without the machine (tests/unit/foundation/test-setup.test.ts).

/** The system tools the suite runs, each with the Debian package that brings it. */
export const SYSTEM_TOOLS = [
  { name: "Chromium", file: "/usr/bin/chromium", apt: "chromium" },
  { name: "pdftotext", command: "pdftotext", apt: "poppler-utils" },
  { name: "zbarimg", command: "zbarimg", apt: "zbar-tools" },
  { name: "PgBouncer", command: "pgbouncer", apt: "pgbouncer" },
];

export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** The tools `present` says are not on this machine. */
export function missingTools(present, tools = SYSTEM_TOOLS) {
  return tools.filter((tool) => !present(tool));
}

/**
 * With tools missing: install them with apt as root (the commands to run), otherwise stop with one line
 * naming the packages and the command to install them.
 */
export function toolsPlan(missing, isRoot) {
  if (missing.length === 0) return { kind: "ok" };
  const packages = missing.map((tool) => tool.apt);
  if (isRoot) {
    return {
      kind: "install",
      packages,
      commands: [
        ["apt-get", ["update", "-qq"]],
        ["apt-get", ["install", "-y", "-qq", ...packages]],
      ],
    };
  }
  return {
    kind: "stop",
    message:
      `npm test precisa de ${listPt(missing.map((tool) => tool.name))}, que ${missing.length > 1 ? "não estão" : "não está"} nesta máquina: ` +
      `instale os pacotes ${packages.join(" ")} com \`sudo apt-get install -y ${packages.join(" ")}\` ` +
      "e rode npm test de novo.",
  };
}

/** The line when apt ran and a tool is still missing. */
export function toolsStillMissing(missing) {
  const names = listPt(missing.map((tool) => tool.name));
  const packages = missing.map((tool) => tool.apt).join(" ");
  return `npm test: ainda ${missing.length > 1 ? "faltam" : "falta"} ${names} depois de apt-get install ${packages}; veja as mensagens acima.`;
}

/**
 * Which PostgreSQL the tests use: TEST_DATABASE_URL when set (empty asks for PGlite), else the local server
 * when one answers on 127.0.0.1:5432, else PGlite. `url` is what the children get in TEST_DATABASE_URL.
 */
export function databasePlan(testDatabaseUrl, localAnswers) {
  if (testDatabaseUrl) {
    return {
      url: testDatabaseUrl,
      line: `Banco dos testes: PostgreSQL de TEST_DATABASE_URL (${where(testDatabaseUrl)}).`,
    };
  }
  if (testDatabaseUrl === undefined && localAnswers) {
    return {
      url: LOCAL_POSTGRES,
      line: `Banco dos testes: o PostgreSQL local (TEST_DATABASE_URL=${LOCAL_POSTGRES}).`,
    };
  }
  return {
    url: undefined,
    line:
      testDatabaseUrl === undefined
        ? "Banco dos testes: PGlite embutido (nenhum PostgreSQL responde em 127.0.0.1:5432 e TEST_DATABASE_URL não está definido)."
        : "Banco dos testes: PGlite embutido (TEST_DATABASE_URL vazio).",
  };
}

/** host:port/database of a connection URL, without its user or password. */
function where(url) {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return "endereço ilegível";
  }
}

/** The line when a step's program could not start (`error` from spawn's "error" event). */
export function startFailure(step, command, error) {
  return error?.code === "ENOENT"
    ? `npm test: a etapa ${step} não pôde começar: o arquivo ${command} não existe.`
    : `npm test: a etapa ${step} não pôde começar (${command}): ${error?.message ?? error}.`;
}

/** The line when a step (not the tests) ended in failure. */
export function stepFailure(step, code, signal) {
  return signal
    ? `npm test: a etapa ${step} foi interrompida (${signal}).`
    : `npm test: a etapa ${step} falhou (código ${code}); veja as mensagens acima.`;
}

function listPt(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}
