import { type LawModule, silenceOf } from "../laws/types";

/**
 * How this law is cited where it says nothing at all of a topic (`JP lei de 23/04/2025 (silente)`), as
 * its own module marks its silences; the law's title, marked silent, for a module that marks none.
 */
export function silentCitation(law: LawModule): string {
  const fields: object[] = [
    law.bulletin,
    law.licensing,
    ...Object.values(law.ctr),
    ...Object.values(law.ctr.gate),
    ...Object.values(law.settings),
    law.texts.maxCacambaSize,
    law.texts.numbering,
    law.texts.truckKind,
    law.texts.hireLicensed,
  ];
  const marked = fields.map(silenceOf).find((s) => s?.article.endsWith("(silente)"));
  return marked?.article ?? `${law.municipality.lawKey} ${law.ruleset.law.title} (silente)`;
}
