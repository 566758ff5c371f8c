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
  /** Articles with subdivisions; an article not listed has none. */
  structure: Readonly<Record<number, Subdivisions>>;
  /** "whole": every article's subdivisions were read from the text. */
  read: "whole";
  /**
   * Provisions (keys) whose text or number the copy does not show — a scan's OCR that skips an inciso or
   * reads a number as another — with what it reads: they exist by the sequence around them, and every answer
   * citing them, or anything below them, carries this message as an `ocr_illegible` flag.
   */
  illegible?: Readonly<Record<string, string>>;
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
  readonly read: "whole";
  /** Whether the law has the provision (an `articleKey`). */
  has(key: string): boolean;
  /** Every provision the law was read to have, as keys. */
  keys(): readonly string[];
  /** What the provision's children are, for messages. */
  children(key: string): Readonly<Children> | undefined;
  /** The illegible provision at or above `key` and what the copy reads, or null when its text is legible. */
  illegible(key: string): { key: string; message: string } | null;
  /** Every illegible provision, as keys. */
  illegibleKeys(): readonly string[];
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
  const illegible = spec.illegible ?? {};
  for (const key of Object.keys(illegible))
    if (!tree.has(key)) throw new Error(`${spec.lawKey}: illegible ${key} is not a provision of the law`);
  return {
    law: spec.law,
    lawKey: spec.lawKey,
    lastArticle: spec.lastArticle,
    read: spec.read,
    has: (key) => tree.has(key),
    keys: () => [...tree.keys()],
    children: (key) => tree.get(key),
    illegible: (key) => {
      const parts = key.split(".");
      for (let n = parts.length; n >= 1; n--) {
        const at = parts.slice(0, n).join(".");
        const message = illegible[at];
        if (message) return { key: at, message };
      }
      return null;
    },
    illegibleKeys: () => Object.keys(illegible),
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

/**
 * The `ocr_illegible` flag of each citation that names an illegible provision (or one below it), once per
 * citation, in order. A citation of another law or of no provision (an annex's table) carries none.
 */
export function illegibleFlags(
  provisions: LawProvisions,
  citations: readonly string[],
): { code: "ocr_illegible"; article: string; message: string }[] {
  const out = new Map<string, { code: "ocr_illegible"; article: string; message: string }>();
  for (const article of citations) {
    if (out.has(article) || !article.startsWith(`${provisions.lawKey} art.`)) continue;
    const found = provisions.illegible(articleKey(article, provisions.lawKey));
    if (found) out.set(article, { code: "ocr_illegible", article, message: found.message });
  }
  return [...out.values()];
}
