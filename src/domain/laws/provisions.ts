import { RulesInputError } from "../errors";
import { articleKey } from "../fines/articles";

/**
 * One list of the provisions a law has — articles with their incisos, alíneas, itens and parágrafos, as its
 * text numbers them — so that a fine, a city's fine annex or an auto cites only what exists. Keys are
 * `articleKey` forms: "JP art. 18, §3º, III, b, 1" → "18.§3.iii.b.1".
 */

/** The subdivisions of a provision; a number n stands for n children that have none of their own. */
export interface Subdivisions {
  incisos?: number | readonly Subdivisions[];
  alineas?: number | readonly Subdivisions[];
  items?: number;
  paragraphs?: number | readonly Subdivisions[];
  soleParagraph?: true | Subdivisions;
}

export interface LawProvisionsSpec {
  /** The law as a sentence names it: "lei de Juiz de Fora de 28/07/2023". */
  law: string;
  /** The law's citation prefix (`JF`). */
  lawKey: string;
  lastArticle: number;
  /** Articles with subdivisions; an article not listed has none (unless `read` is "listed"). */
  structure: Readonly<Record<number, Subdivisions>>;
  /**
   * "whole": every article's subdivisions were read from the text. "listed": only the listed ones were (an
   * OCR'd scan too noisy to read whole): below any other article a citation is taken as written.
   */
  read: "whole" | "listed";
}

interface Children {
  incisos: number;
  alineas: number;
  items: number;
  paragraphs: number;
  sole: boolean;
}

export interface LawProvisions {
  readonly law: string;
  readonly lawKey: string;
  readonly lastArticle: number;
  readonly read: "whole" | "listed";
  /** Whether the law has the provision (an `articleKey`). */
  has(key: string): boolean;
  /** Every provision the law was read to have, as keys. */
  keys(): readonly string[];
  /** What the provision's children are, for messages. */
  children(key: string): Readonly<Children> | undefined;
}

const ROMAN_UNITS = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"];
const ROMAN_TENS = ["", "x", "xx", "xxx", "xl", "l"];

export function roman(n: number): string {
  return `${ROMAN_TENS[Math.floor(n / 10)] ?? ""}${ROMAN_UNITS[n % 10] ?? ""}`;
}

const list = (sub: number | readonly Subdivisions[] | undefined): readonly Subdivisions[] =>
  typeof sub === "number" ? Array.from({ length: sub }, () => ({})) : (sub ?? []);

function walk(prefix: string, sub: Subdivisions, out: Map<string, Children>): void {
  const incisos = list(sub.incisos);
  const alineas = list(sub.alineas);
  const paragraphs = list(sub.paragraphs);
  out.set(prefix, {
    incisos: incisos.length,
    alineas: alineas.length,
    items: sub.items ?? 0,
    paragraphs: paragraphs.length,
    sole: sub.soleParagraph !== undefined,
  });
  for (const [i, s] of incisos.entries()) walk(`${prefix}.${roman(i + 1)}`, s, out);
  for (const [i, s] of alineas.entries()) walk(`${prefix}.${String.fromCharCode(97 + i)}`, s, out);
  for (let i = 1; i <= (sub.items ?? 0); i++) walk(`${prefix}.${i}`, {}, out);
  for (const [i, s] of paragraphs.entries()) walk(`${prefix}.§${i + 1}`, s, out);
  if (sub.soleParagraph !== undefined)
    walk(`${prefix}.pu`, sub.soleParagraph === true ? {} : sub.soleParagraph, out);
}

export function lawProvisions(spec: LawProvisionsSpec): LawProvisions {
  const tree = new Map<string, Children>();
  for (let article = 1; article <= spec.lastArticle; article++)
    walk(String(article), spec.structure[article] ?? {}, tree);
  const unread = (key: string): boolean => {
    const article = Number(key.split(".")[0]);
    return (
      spec.read === "listed" &&
      Number.isInteger(article) &&
      article >= 1 &&
      article <= spec.lastArticle &&
      spec.structure[article] === undefined
    );
  };
  return {
    law: spec.law,
    lawKey: spec.lawKey,
    lastArticle: spec.lastArticle,
    read: spec.read,
    has: (key) => tree.has(key) || unread(key),
    keys: () => [...tree.keys()],
    children: (key) => tree.get(key),
  };
}

const ordinal = (n: string) => (Number(n) <= 9 ? `${n}º` : n);

/** A key as the law cites it: "23.§1.i.b" → "art. 23, §1º, I, b"; "9.pu" → "art. 9º, parágrafo único". */
export function citationOfKey(key: string): string {
  const [article = "", ...rest] = key.split(".");
  const parts = rest.map((p) =>
    p === "pu"
      ? "parágrafo único"
      : p.startsWith("§")
        ? `§${ordinal(p.slice(1))}`
        : /^[ivxl]+$/.test(p)
          ? p.toUpperCase()
          : p,
  );
  return [`art. ${ordinal(article)}`, ...parts].join(", ");
}

function describeChildren(key: string, c: Children): string {
  const kinds: string[] = [];
  if (c.incisos) kinds.push(c.incisos === 1 ? "o inciso I" : `incisos I a ${roman(c.incisos).toUpperCase()}`);
  if (c.alineas)
    kinds.push(c.alineas === 1 ? "a alínea a" : `alíneas a a ${String.fromCharCode(96 + c.alineas)}`);
  if (c.items) kinds.push(c.items === 1 ? "o item 1" : `itens 1 a ${c.items}`);
  if (c.paragraphs) kinds.push(c.paragraphs === 1 ? "o §1º" : `§§ 1º a ${ordinal(String(c.paragraphs))}`);
  if (c.sole) kinds.push("parágrafo único");
  const what = citationOfKey(key);
  if (kinds.length === 0) return `o ${what} não tem incisos, alíneas nem parágrafos`;
  const last = kinds.pop();
  return `o ${what} tem ${kinds.length ? `${kinds.join(", ")} e ${last}` : last}`;
}

/** Why the law lacks the cited provision (pt-BR), or null when it has it. */
export function missingProvision(provisions: LawProvisions, citation: string): string | null {
  const key = articleKey(citation, provisions.lawKey);
  if (provisions.has(key)) return null;
  const parts = key.split(".");
  for (let n = parts.length - 1; n >= 1; n--) {
    const parent = parts.slice(0, n).join(".");
    const children = provisions.children(parent);
    if (children)
      return `"${citation}" não existe na ${provisions.law}: ${describeChildren(parent, children)}.`;
  }
  return `"${citation}" não existe na ${provisions.law}, que tem os arts. 1º a ${provisions.lastArticle}.`;
}

/** Throws a pt-BR `RulesInputError` at `path` when the law lacks the cited provision. */
export function assertProvision(provisions: LawProvisions, citation: string, path = "article"): void {
  const message = missingProvision(provisions, citation);
  if (message) throw new RulesInputError(message, [{ path, message }]);
}
