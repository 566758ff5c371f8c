import { breachableProvisions, citableProvisions } from "@/domain/answers/citable";
import { listLaws } from "@/domain/laws/registry";

/** Marks around the generated listing in docs/rules-engine.md. */
export const BEGIN = "<!-- rulesets-verbs:begin (generated from citableProvisions; a test keeps it) -->";
export const END = "<!-- rulesets-verbs:end -->";

/** What `rulesets` lists under `verbs`, per law and verb, as docs/rules-engine.md shows it. */
export function rulesetsListing(): string {
  const out: string[] = [BEGIN];
  for (const law of listLaws()) {
    if (law.municipality.id === "exemplo-zz") continue;
    const breached = new Set(breachableProvisions(law));
    const e = law.enactment;
    const fixed = new Set([
      ...law.cites.fine,
      e.article,
      ...("revokes" in e && e.revokes ? [e.revokes.article] : []),
    ]);
    out.push(
      "",
      `**${law.municipality.name} (${law.municipality.lawKey})**`,
      "",
      "| verb | cites |",
      "|---|---|",
    );
    for (const [verb, list] of Object.entries(citableProvisions(law))) {
      const echoes = verb === "fine" || verb === "auto-deadlines";
      const own = echoes ? list.filter((a) => fixed.has(a) || !breached.has(a)) : list;
      const tail = echoes
        ? [`every provision the law fines as breached (${breached.size} in all, \`breached\`)`]
        : [];
      out.push(`| \`${verb}\` | ${[...own, ...tail].join("; ")} |`);
    }
  }
  out.push("", END);
  return out.join("\n");
}
