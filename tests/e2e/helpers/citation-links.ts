import type { Page } from "playwright-core";
import { CITATION } from "@/domain/laws/citations";
import { listLaws } from "@/domain/laws/registry";

/**
 * Every citation on a screen ("JF art. 12, §1º", the pattern of `src/domain/laws/citations.ts`, of a law
 * the product holds) must be a link to its article's text, `/leis/<município>#art-<n>`. Read in the page:
 * each element's own text (its direct text nodes, joined as a person reads them), outside the law links,
 * so a citation printed as plain text anywhere — a table cell, an alert's title, a label, a popover, a
 * closed <details> — is found. Legitimately plain: what a person types or picks (inputs, text areas, the
 * options of a select) and the map's canvas labels.
 */
export interface CitationCheck {
  /** Citations printed as plain text, each with the words around it. */
  plain: string[];
  /** The law links whose text is a citation, and where they point (a pathname with its `#art-<n>`). */
  links: { text: string; href: string }[];
}

const PLAIN_PLACES = [
  "script",
  "style",
  "noscript",
  "template",
  "textarea",
  "input",
  "select",
  "option",
  '[role="option"]',
  '[contenteditable="true"]',
  ".maplibregl-map",
].join(", ");

export function citationsOnScreen(page: Page): Promise<CitationCheck> {
  const keys = listLaws().map((l) => l.municipality.lawKey);
  return page.evaluate(
    ({ source, flags, keys, plainPlaces }) => {
      const isLawLink = (el: Element) => {
        const href = el.getAttribute("href");
        return (
          el.tagName === "A" && href !== null && new URL(href, location.href).pathname.startsWith("/leis/")
        );
      };
      const plain: string[] = [];
      const links: { text: string; href: string }[] = [];
      for (const el of Array.from(document.body.querySelectorAll("*"))) {
        if (el.closest(plainPlaces)) continue;
        const lawLink = el.closest("a[href]");
        if (lawLink && isLawLink(lawLink)) {
          if (lawLink === el) {
            const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
            const url = new URL(el.getAttribute("href") ?? "", location.href);
            if (new RegExp(source, flags).test(text))
              links.push({ text, href: `${url.pathname}${url.hash}` });
          }
          continue;
        }
        const own = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join("");
        for (const m of own.matchAll(new RegExp(source, flags)))
          if (keys.includes(m[1] ?? "")) {
            const around = own.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20);
            plain.push(`"${m[0]}" in "${around.replace(/\s+/g, " ").trim()}"`);
          }
      }
      return { plain, links };
    },
    { source: CITATION.source, flags: CITATION.flags, keys, plainPlaces: PLAIN_PLACES },
  );
}

/** A law link's target as the product makes it: `/leis/<município>#art-<n>`. */
export const LAW_ARTICLE_HREF = /^\/leis\/[a-z0-9-]+#art-\d+$/;
