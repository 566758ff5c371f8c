/**
 * JSON interface to the rules engine: `npm run -s rules -- <verb>` reads one JSON document on stdin
 * and writes one on stdout. Exit 0 when evaluated (whatever the verdict), 2 on invalid input, 1 on a bug.
 * Every verb answers for any registered law (`src/domain/laws/registry.ts`).
 */
import { pathToFileURL } from "node:url";
import { autoDeadlines } from "../src/domain/answers/auto-deadlines";
import { bulletin } from "../src/domain/answers/bulletin";
import { citableProvisions } from "../src/domain/answers/citable";
import { ctrRequired } from "../src/domain/answers/ctr-required";
import { deadlineNotices } from "../src/domain/answers/deadline-notices";
import { licenceStatusAnswer } from "../src/domain/answers/licence-status";
import { receiverRefusals } from "../src/domain/answers/receiver-refusals";
import {
  checkIdentification,
  checkPlacement,
  computeFine,
  lawInForce,
  lawOf,
  listRulesets,
  RulesInputError,
  removalDeadline,
  resolveMunicipality,
} from "../src/domain/index";

/** Each ruleset with the provisions every verb can cite under it. */
const withVerbs = () =>
  listRulesets().map((r) => ({ ...r, verbs: citableProvisions(lawOf(r.municipality)) }));

const VERBS: Record<string, (input: unknown) => unknown> = {
  "check-placement": (input) => checkPlacement(input),
  "removal-deadline": (input) => removalDeadline(input),
  "check-identification": (input) => checkIdentification(input),
  fine: (input) => computeFine(input),
  "law-in-force": (input) => lawInForce(input),
  "ctr-required": (input) => ctrRequired(input),
  "receiver-refusals": (input) => receiverRefusals(input),
  bulletin: (input) => bulletin(input),
  "licence-status": (input) => licenceStatusAnswer(input),
  "deadline-notices": (input) => deadlineNotices(input),
  "auto-deadlines": (input) => autoDeadlines(input),
  rulesets: (input) => {
    const wanted = (input as { municipality?: unknown } | null)?.municipality;
    if (wanted === undefined) return { rulesets: withVerbs() };
    const municipality = resolveMunicipality(String(wanted));
    if (!municipality) {
      throw new RulesInputError(`Município "${String(wanted)}" não atendido.`, [
        { path: "municipality", message: "Use o id (ex.: juiz-de-fora-mg) ou o código IBGE." },
      ]);
    }
    return { rulesets: withVerbs().filter((r) => r.id === municipality.id) };
  },
};

export interface RulesAnswer {
  /** 0 evaluated, 2 invalid input. */
  code: 0 | 2;
  /** The JSON document written to stdout. */
  output: string;
}

const invalid = (message: string, issues: unknown[] = []): RulesAnswer => ({
  code: 2,
  output: `${JSON.stringify({ error: { message, issues } })}\n`,
});

/** One CLI call: the verb and stdin's text in, the exit code and stdout out (a bug still throws). */
export function runRules(verb: string, stdin: string): RulesAnswer {
  const run = VERBS[verb];
  if (!run) return invalid(`Verbo desconhecido "${verb}". Use: ${Object.keys(VERBS).join(", ")}.`);
  const text = stdin.trim();
  let input: unknown = null;
  if (text !== "") {
    try {
      input = JSON.parse(text);
    } catch (error) {
      return invalid("A entrada não é um JSON válido.", [{ path: "", message: String(error) }]);
    }
  } else if (verb !== "rulesets") {
    return invalid("Entrada vazia: envie um documento JSON pela entrada padrão.");
  }
  try {
    return { code: 0, output: `${JSON.stringify(run(input), null, 2)}\n` };
  } catch (error) {
    if (error instanceof RulesInputError) return invalid(error.message, error.issues);
    throw error;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<void> {
  const verb = process.argv[2] ?? "";
  const answer = VERBS[verb] ? runRules(verb, await readStdin()) : runRules(verb, "");
  // Exit once stdout has taken the whole answer: a pipe holds 64 KiB, and `rulesets` writes more.
  process.exitCode = answer.code;
  process.stdout.write(answer.output);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  });
}
