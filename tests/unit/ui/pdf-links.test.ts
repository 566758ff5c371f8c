import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PdfLink } from "@/components/ui/pdf-link";

/** The app's routes that answer with a PDF, as the pages link to them. */
const PDF_ROUTE = /^\/api\/.*\/(pdf|danfse|decal|comprovante|mtr|cdf|guia)$|^\/api\/ctr\/dossie\//;

/** Every JSX element under src/app and src/features whose href is a template to a PDF route. */
function pdfLinks(): { file: string; tag: string; element: string }[] {
  return ["src/app", "src/features"]
    .flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && e.name.endsWith(".tsx"))
        .map((e) => join(e.parentPath, e.name)),
    )
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<(\w+)\b((?:[^<>]|=>)*?)href=\{`([^`]*)`\}((?:[^<>]|=>)*?)>/g)]
        .filter(([, , , href = ""]) => PDF_ROUTE.test(href.replace(/\$\{[^}]*\}/g, "x")))
        .map(([element, tag = ""]) => ({ file, tag, element })),
    );
}

// Issue #40, finding 10: the DANFSe opened in the same tab where the CTR's PDF opens a new one.
describe("every PDF the app makes opens in a tab of its own", () => {
  it("PdfLink opens its document in a new tab", () => {
    const markup = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        PdfLink({ href: "/api/faturas/1/danfse", children: "Baixar DANFSe (PDF)" }),
      ),
    );
    expect(markup).toMatch(/<a [^>]*href="\/api\/faturas\/1\/danfse"[^>]*target="_blank"[^>]*rel="noopener"/);
  });

  it("no page links to a PDF in the same tab", () => {
    const links = pdfLinks();
    expect(links.length).toBeGreaterThan(10);
    const sameTab = links.filter((l) => l.tag !== "PdfLink" && !/target="_blank"/.test(l.element));
    expect(sameTab.map((l) => `${l.file}: ${l.element.replace(/\s+/g, " ")}`)).toEqual([]);
  });
});
