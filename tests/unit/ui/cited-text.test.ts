import { MantineProvider } from "@mantine/core";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CitedLabel } from "@/components/ui/cited-label";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";

const html = (el: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, el));

// The components are called as functions (they hold no state), their text given as `children`.
/** What a person reads in a piece of markup (the provider's <style> left out). */
const words = (markup: string) => markup.replace(/<style[^>]*>.*?<\/style>/gs, "").replace(/<[^>]+>/g, "");

/** The links of a piece of markup: href, target and title, and the text a person reads in them. */
function links(markup: string) {
  return [...markup.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs = "", inner = ""]) => ({
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    target: /target="([^"]*)"/.exec(attrs)?.[1] ?? null,
    title: /title="([^"]*)"/.exec(attrs)?.[1] ?? null,
    text: inner.replace(/<[^>]+>/g, ""),
  }));
}

describe("citations on screen link to the article's text", () => {
  it("CitedText links each citation, in the same tab, and leaves the rest as text", () => {
    const markup = html(CitedText({ children: "Prazo de 48 horas (JF art. 12, §1º); ver CM art. 47." }));
    expect(links(markup)).toEqual([
      { href: "/leis/juiz-de-fora-mg#art-12", target: null, title: null, text: "JF art. 12, §1º" },
      { href: "/leis/cachoeiras-de-macacu-rj#art-47", target: null, title: null, text: "CM art. 47" },
    ]);
    expect(words(markup)).toBe("Prazo de 48 horas (JF art. 12, §1º); ver CM art. 47.");
  });

  it("CitedText on a form opens the law in another tab and says so to a screen reader", () => {
    const markup = html(CitedText({ newTab: true, children: "Sem CTR (JP art. 18, §2º, III)." }));
    expect(links(markup)).toEqual([
      { href: "/leis/joao-pessoa-pb#art-18", target: "_blank", title: null, text: "JP art. 18, §2º, III" },
    ]);
    // The link's name says where it opens; the sentence reads as printed.
    expect(markup).toContain('aria-label="JP art. 18, §2º, III (abre o texto da lei em outra aba)"');
    expect(words(markup)).toBe("Sem CTR (JP art. 18, §2º, III).");
  });

  it("CitedLabel opens another tab and keeps the field's name its own words (the hint in the title)", () => {
    const markup = html(CitedLabel({ children: "Notificação (IN art. 8º)" }));
    expect(links(markup)).toEqual([
      {
        href: "/leis/indiavai-mt#art-8",
        target: "_blank",
        title: "Abre o texto da lei em outra aba",
        text: "IN art. 8º",
      },
    ]);
    expect(words(markup)).toBe("Notificação (IN art. 8º)");
    expect(markup).not.toContain("aria-label");
  });

  it("a citation of a law the product does not hold, or none, stays text", () => {
    expect(links(html(CitedText({ children: "LGPD, Lei 13.709/2018, art. 15; XX art. 3" })))).toEqual([]);
  });

  it("a table's text cells link their citations; other cells are as given", () => {
    const markup = html(
      createElement(SimpleTable<{ id: string; article: string }>, {
        rows: [{ id: "1", article: "JF art. 30" }],
        rowKey: (r) => r.id,
        caption: "Autos",
        columns: [
          { header: "Artigo", cell: (r) => r.article },
          { header: "Nº", cell: (r) => createElement("b", null, r.id) },
        ],
      }),
    );
    expect(links(markup).map((l) => l.href)).toEqual(["/leis/juiz-de-fora-mg#art-30"]);
    expect(markup).toContain("<b>1</b>");
  });
});
