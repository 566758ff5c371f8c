import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { articleKey } from "@/domain/fines/articles";
import { citedParts } from "@/domain/laws/citations";
import { lawOf } from "@/domain/laws/registry";
import { runRules } from "../../../../scripts/rules";
import { rulesetsListing } from "./rulesets-doc";
import { LAWS, type LawId, verbInputs } from "./verb-inputs";

/**
 * `rulesets` lists every provision each verb can cite (issue #30, item 6): every verb runs over a broad,
 * generated set of inputs per law, and every citation of every answer — each field named `article` (or
 * `…Article`) — is in `rulesets`' list for that verb and law. The citations inside its sentences name
 * provisions the law has. In-process through `runRules` (the CLI's own function) for the breadth; over the
 * CLI process itself for a sample.
 */

type Verbs = Record<string, string[]>;

const root = fileURLToPath(new URL("../../../..", import.meta.url));

const listed = (m: string): Verbs =>
  JSON.parse(runRules("rulesets", JSON.stringify({ municipality: m })).output).rulesets[0].verbs;

/** The citations of an answer: fields named `article`, and citations inside its sentences. */
function citations(value: unknown, fields = new Set<string>(), prose = new Set<string>(), key = "") {
  if (Array.isArray(value)) for (const v of value) citations(v, fields, prose, key);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) citations(v, fields, prose, k);
  else if (typeof value === "string") {
    if (/article$/i.test(key)) fields.add(value);
    else for (const part of citedParts(value)) if (part.href) prose.add(part.text);
  }
  return { fields, prose };
}

/** A citation in a sentence names a provision of its law ("JF art. 4º–5º" names 4º and 5º). */
function exists(m: LawId, citation: string): boolean {
  const law = lawOf(m);
  const [, first = "", last] = citation.match(/^\w+ arts?\. (\d+)º?(?:[–-](\d+))?/u) ?? [];
  if (last) return law.provisions.has(first) && law.provisions.has(last);
  return law.provisions.has(articleKey(citation, law.municipality.lawKey));
}

const VERBS = Object.keys(verbInputs("juiz-de-fora-mg")).filter((v) => v !== "rulesets");

describe("rulesets — every citation of every verb's answer is listed", () => {
  it("docs/rules-engine.md shows the listing as `rulesets` gives it", () => {
    expect(readFileSync(join(root, "docs/rules-engine.md"), "utf8")).toContain(rulesetsListing());
  });

  it("lists a list for every verb of the CLI, under every law", () => {
    for (const m of LAWS) expect(Object.keys(listed(m)).sort()).toEqual([...VERBS].sort());
  });

  describe.each(LAWS)("%s", { timeout: 120_000 }, (m) => {
    const lists = listed(m);
    const inputs = verbInputs(m);
    it.each(VERBS)("%s", (verb) => {
      const list = new Set(lists[verb]);
      let answered = 0;
      const unlisted = new Set<string>();
      const absent = new Set<string>();
      for (const input of inputs[verb] ?? []) {
        const answer = runRules(verb, JSON.stringify(input));
        if (answer.code !== 0) continue;
        answered += 1;
        const { fields, prose } = citations(JSON.parse(answer.output));
        for (const f of fields) if (!list.has(f)) unlisted.add(f);
        for (const p of prose) if (!exists(m, p)) absent.add(p);
      }
      expect(answered).toBeGreaterThan(0);
      expect([...unlisted]).toEqual([]);
      expect([...absent]).toEqual([]);
    });
  });
});

/** One call of the CLI process, as `npm run rules -- <verb>` makes it. */
function cli(verb: string, input: unknown): Promise<{ status: number | null; body: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/rules.ts", verb], { cwd: root });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, body: JSON.parse(out || "null") }));
    child.stdin.end(JSON.stringify(input));
  });
}

describe("rulesets — a sample over the CLI process", { timeout: 120_000 }, () => {
  /** Each verb once, under each law in turn, with the first input past the middle of its set it answers. */
  const sample = VERBS.map((verb, i) => {
    const m = LAWS[i % LAWS.length] as LawId;
    const inputs = verbInputs(m)[verb] ?? [];
    const from = Math.floor(inputs.length / 2);
    const input = [...inputs.slice(from), ...inputs].find(
      (x) => runRules(verb, JSON.stringify(x)).code === 0,
    );
    return { verb, m, input };
  });

  it.each(sample)(
    "$verb under $m: exit 0, every cited field listed, as in-process",
    async ({ verb, m, input }) => {
      const { status, body } = await cli(verb, input);
      const inProcess = runRules(verb, JSON.stringify(input));
      expect(status).toBe(inProcess.code);
      expect(body).toEqual(JSON.parse(inProcess.output));
      if (status !== 0) return;
      const list = new Set(listed(m)[verb]);
      expect([...citations(body).fields].filter((f) => !list.has(f))).toEqual([]);
    },
  );

  it("rulesets over the CLI: the whole listing, longer than a pipe's 64 KiB, arrives whole and as in-process", async () => {
    const { status, body } = await cli("rulesets", {});
    expect(status).toBe(0);
    expect(body).toEqual(JSON.parse(runRules("rulesets", "{}").output));
    expect(JSON.stringify(body, null, 2).length).toBeGreaterThan(65_536);
  });
});
