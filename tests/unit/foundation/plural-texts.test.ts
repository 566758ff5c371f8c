import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { articleWithoutLaw } from "@/domain/fines/article-words";
import { daysLeft } from "@/domain/plural";
import { renderTemplate } from "@/server/services/notifications/templates";

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const OPTIONAL_PLURAL = /\p{L}\((s|es|ns)\)/u;

/** The words of a source file a person may read (string literals, template text, JSX text) that say "(s)". */
function optionalPlurals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      OPTIONAL_PLURAL.test(node.text)
    )
      found.push(`${file}: ${node.text.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Issue #40, finding 10: "1 MTR(s)" in the CDF message; pt-BR says "1 MTR", "3 MTRs" (src/domain/plural.ts).
describe("no '(s)' in what a person reads", () => {
  it("no string or JSX text under src says 'dia(s)', 'MTR(s)' or 'crédito(s)'", () => {
    const hits = sources("src")
      .map((file) => ({ file, text: readFileSync(file, "utf8") }))
      // Only files where the characters occur at all are parsed.
      .filter(({ text }) => OPTIONAL_PLURAL.test(text))
      .flatMap(({ file, text }) => optionalPlurals(file, text));
    expect(hits).toEqual([]);
  });

  it("the notices count in words: a CDF of 1 MTR, a licence with 1 day left, a certificate due today", () => {
    const cdf = renderTemplate("cdf_issued", [
      "7",
      "SINIR",
      "ATT Paraibuna",
      "1 MTR",
      "01/12/2026 a 31/12/2026",
      "l",
    ]);
    expect(cdf.message.text).toContain("certificando 1 MTR da sua obra");
    expect(daysLeft(1)).toBe("falta 1 dia");
    expect(daysLeft(7)).toBe("faltam 7 dias");
    expect(daysLeft(0)).toBe("hoje");
    const licence = renderTemplate("licence_expiring", [
      "Alvará nº 12",
      "Juiz de Fora/MG",
      "08/12/2026",
      daysLeft(1),
      "JF art. 5º",
      "l",
    ]);
    expect(licence.email.subject).toBe("Licença vence em 08/12/2026: Alvará nº 12 (Juiz de Fora/MG)");
    expect(licence.message.text).toContain("vence em 08/12/2026 (falta 1 dia).");
  });
});

// Issue #40, finding 10: "auto de infração … lavrado em Prefeitura de Juiz de Fora": "lavrado em" takes a place or a date.
describe("the auto's notice says who drew it up and when", () => {
  it("names the city hall as the one that drew it up, and the date", () => {
    const { message, email } = renderTemplate("citation_issued", [
      "2026/000003",
      articleWithoutLaw("JF art. 12, §1º"),
      "Prefeitura de Juiz de Fora",
      "06/12/2026",
      "21/12/2026 23:59",
      "JF art. 23",
      "http://localhost:3000/autuacoes/1",
    ]);
    expect(message.text).toContain(
      "Prefeitura de Juiz de Fora lavrou em 06/12/2026 o auto de infração 2026/000003, por infração ao art. 12, §1º.",
    );
    // Issue #47, item 9: not "por JF art. 12": the infraction, and the article without the law's short name.
    expect(message.text).not.toMatch(/por JF art\./);
    expect(message.text).not.toMatch(/lavrado em Prefeitura/);
    expect(email.subject).toBe("Auto de infração 2026/000003 (Prefeitura de Juiz de Fora)");
  });
});

describe("an article inside a sentence that names the city (issue #47, item 9)", () => {
  it("drops the law's short name, keeps the rest, and leaves other texts alone", () => {
    expect(articleWithoutLaw("JF art. 4º")).toBe("art. 4º");
    expect(articleWithoutLaw("JF art. 23, §3º, III")).toBe("art. 23, §3º, III");
    expect(articleWithoutLaw("IN arts. 5º e 6º")).toBe("arts. 5º e 6º");
    expect(articleWithoutLaw("Lei 12.305/2010, art. 3º")).toBe("Lei 12.305/2010, art. 3º");
  });
});
