/**
 * JSON interface to the rules engine: `npm run -s rules -- <verb>` reads one JSON document on stdin
 * and writes one on stdout. Exit 0 when evaluated (whatever the verdict), 2 on invalid input, 1 on a bug.
 */
import {
  checkIdentification,
  checkPlacement,
  computeFine,
  listRulesets,
  RulesInputError,
  removalDeadline,
  resolveMunicipality,
} from "../src/domain/index";

const VERBS: Record<string, (input: unknown) => unknown> = {
  "check-placement": (input) => checkPlacement(input),
  "removal-deadline": (input) => removalDeadline(input),
  "check-identification": (input) => checkIdentification(input),
  fine: (input) => computeFine(input),
  rulesets: (input) => {
    const wanted = (input as { municipality?: unknown } | null)?.municipality;
    if (wanted === undefined) return { rulesets: listRulesets() };
    const municipality = resolveMunicipality(String(wanted));
    if (!municipality) {
      throw new RulesInputError(`Município "${String(wanted)}" não atendido.`, [
        { path: "municipality", message: "Use o id (ex.: juiz-de-fora-mg) ou o código IBGE." },
      ]);
    }
    return { rulesets: listRulesets().filter((r) => r.id === municipality.id) };
  },
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function fail(message: string, issues: unknown[] = []): never {
  process.stdout.write(`${JSON.stringify({ error: { message, issues } })}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const verb = process.argv[2] ?? "";
  const run = VERBS[verb];
  if (!run) fail(`Verbo desconhecido "${verb}". Use: ${Object.keys(VERBS).join(", ")}.`);
  const text = (await readStdin()).trim();
  let input: unknown = null;
  if (text !== "") {
    try {
      input = JSON.parse(text);
    } catch (error) {
      fail("A entrada não é um JSON válido.", [{ path: "", message: String(error) }]);
    }
  } else if (verb !== "rulesets") {
    fail("Entrada vazia: envie um documento JSON pela entrada padrão.");
  }
  try {
    process.stdout.write(`${JSON.stringify(run(input), null, 2)}\n`);
  } catch (error) {
    if (error instanceof RulesInputError) fail(error.message, error.issues);
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
