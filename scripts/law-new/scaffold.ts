/**
 * The files of a new law's folder, `src/domain/laws/<slug>/`: a complete `LawModule` that compiles, with
 * every capability explicitly `notRegulated` until someone encodes it from the law's text
 * (docs/rules-engine.md, "Adding a law"). Pure: `scripts/law-new.ts` writes them.
 */

export interface LawScaffold {
  /** `<municipality>-<uf>`, lower case ASCII, e.g. `campinas-sp`. */
  slug: string;
  /** Citation prefix, two capital letters, e.g. `CP`. */
  key: string;
  name: string;
  uf: string;
  ibge: string;
  timeZone: string;
  centre: { lon: number; lat: number };
  /** The law as cited when silent, e.g. `Lei nº 1.234/2024`. */
  law: string;
  /** The law's text in shared/laws/, e.g. `campinas-sp-2024-cacambas.txt`. */
  source: string;
  /** How the folder imports `src/domain` (default `../..`, from `src/domain/laws/<slug>/`). */
  domainRoot?: string;
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

const camel = (slug: string) =>
  slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c);

export function lawExportName(slug: string): string {
  return `${camel(slug)}Law`;
}

export function scaffoldLaw(s: LawScaffold): Record<string, string> {
  const silent = `${s.key} ${s.law} (silente)`;
  const root = s.domainRoot ?? "../..";
  const laws = root === "../.." ? ".." : `${root}/laws`;
  const q = JSON.stringify;
  const ruleset = `import type { Ruleset } from "${root}/rulesets/types";

/** Every rule cites its article as the law numbers it (\`${s.key} art. 9º, III, a\`); silence cites the law itself. */
const SILENT = ${q(silent)};

export const ruleset: Ruleset = {
  id: ${q(s.slug)},
  lawKey: ${q(s.key)},
  law: { title: ${q(s.law)}, date: "0000-00-00", source: ${q(s.source)} },
  rules: [
    {
      id: "placement_distances",
      article: SILENT,
      topic: "placement",
      status: "notRegulated",
      summary: "Posição e distâncias da caçamba.",
      explanation: "Ainda não codificado a partir do texto da lei: confira o texto.",
    },
    {
      id: "max_dwell",
      article: SILENT,
      topic: "dwell",
      status: "notRegulated",
      summary: "Prazo de permanência.",
      explanation: "Ainda não codificado a partir do texto da lei: confira o texto.",
    },
  ],
  flags: [],
};
`;
  const auto = `import type { AutoProvisions } from "${laws}/types";

/** What this law says about the auto de infração (\`null\` where it is silent). */
export const auto: AutoProvisions = {
  elements: null,
  issuedPlace: null,
  offender: null,
  facts: null,
  provision: null,
  inspector: null,
  notice: null,
  publicNotice: null,
  example: ${q(`${s.key} art. 1º`)},
  silence: ${q(`A lei de ${s.name} não lista os elementos do auto.`)},
};
`;
  const lawTypes = `import { lawProvisions } from "${laws}/provisions";
import { silentGate } from "${laws}/silent-gate";
import { type LawModule, notRegulated } from "${laws}/types";`;
  const placement = `import { rulesetPlacementArticles, rulesetPlacementItems } from "${root}/placement/other-laws";`;
  // Biome's import order: an alias sorts "laws" before "placement"; relative paths put "../.." before "..".
  const middle = root === "../.." ? [placement, lawTypes] : [lawTypes, placement];
  const index = `import { noDwellDeadline } from "${root}/deadlines/no-dwell";
import { RulesInputError } from "${root}/errors";
${middle.join("\n")}
import { auto } from "./auto";
import { municipality } from "./municipality";
import { ruleset } from "./ruleset";

const SILENT = ${q(silent)};
const TODO = "Ainda não codificado a partir do texto da lei.";

/** ${s.name} (${s.uf}): ${s.law}. Scaffolded by \`npm run law:new\`; encode each capability from the text. */
export const ${lawExportName(s.slug)}: LawModule = {
  municipality,
  ruleset,
  enactment: notRegulated(SILENT, TODO),
  /** Every article with its incisos, alíneas and parágrafos, read from the text: nothing cites what is absent. */
  provisions: lawProvisions({
    law: ${q(s.law)},
    lawKey: ${q(s.key)},
    lastArticle: 0,
    read: "whole",
    structure: {},
  }),
  placement: () => ({ violations: [], ...rulesetPlacementItems(ruleset) }),
  removalDeadline: (input) => noDwellDeadline(ruleset, input),
  identification: notRegulated(SILENT, TODO),
  fine: (input) => {
    const message = \`As multas da lei de ${s.name} ainda não foram codificadas (\${input.article}).\`;
    throw new RulesInputError(message, [{ path: "article", message }]);
  },
  cites: { placement: rulesetPlacementArticles(ruleset), fine: [], breached: () => false },
  citation: {
    severity: notRegulated(SILENT, TODO),
    circumstances: notRegulated(SILENT, TODO),
    amountInRange: notRegulated(SILENT, TODO),
  },
  licensing: notRegulated(SILENT, TODO),
  settings: {
    updateFactor: notRegulated(SILENT, TODO),
    upfValue: notRegulated(SILENT, TODO),
    annex: notRegulated(SILENT, TODO),
    municipalHolidays: notRegulated(SILENT, TODO),
  },
  bulletin: notRegulated(SILENT, TODO),
  ctr: {
    required: notRegulated(SILENT, TODO),
    keptAtWorks: notRegulated(SILENT, TODO),
    contents: notRegulated(SILENT, TODO),
    destinationReceipt: notRegulated(SILENT, TODO),
    usageGuide: notRegulated(SILENT, TODO),
    occupancyPermit: notRegulated(SILENT, TODO),
    gate: silentGate(SILENT, ${q(`A lei de ${s.name}`)}),
  },
  texts: {
    auto,
    haulerDuties: {},
    maxCacambaSize: notRegulated(SILENT, TODO),
    numbering: notRegulated(SILENT, TODO),
    truckKind: notRegulated(SILENT, TODO),
    hireLicensed: notRegulated(SILENT, TODO),
  },
};
`;
  const municipality = `import type { Municipality } from "${laws}/basics";

/** Where this law applies: all a citation's link needs (src/domain/laws/municipalities.ts). */
export const municipality: Municipality = {
  id: ${q(s.slug)},
  name: ${q(s.name)},
  uf: ${q(s.uf)},
  ibge: ${q(s.ibge)},
  timeZone: ${q(s.timeZone)},
  lawKey: ${q(s.key)},
  centre: { lon: ${s.centre.lon}, lat: ${s.centre.lat} },
};
`;
  return { "index.ts": index, "ruleset.ts": ruleset, "auto.ts": auto, "municipality.ts": municipality };
}

/** registry.ts with the new law imported and listed (idempotent). */
export function registerInRegistry(registry: string, slug: string): string {
  const name = lawExportName(slug);
  if (registry.includes(`./${slug}/index`)) return registry;
  const importLine = `import { ${name} } from "./${slug}/index";\n`;
  const withImport = registry.replace(/(import type \{ LawModule)/, `${importLine}$1`);
  return withImport.replace(/(laws \?\?= \[[^\]]*)\]/, `$1, ${name}]`);
}

export function municipalityExportName(slug: string): string {
  return `${camel(slug)}Municipality`;
}

/** municipalities.ts with the new law's municipality imported and listed (idempotent). */
export function registerInMunicipalities(list: string, slug: string): string {
  const name = municipalityExportName(slug);
  if (list.includes(`./${slug}/municipality`)) return list;
  const importLine = `import { municipality as ${name} } from "./${slug}/municipality";\n`;
  const withImport = list.replace(/(\/\*\*\n)/, `${importLine}\n$1`);
  return withImport.replace(
    /(let municipalities: Municipality\[\] = \[[^\]]*?),?\n\];/,
    `$1,\n  ${name},\n];`,
  );
}
