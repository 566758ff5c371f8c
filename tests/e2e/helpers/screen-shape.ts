import { createHash } from "node:crypto";
import type { Page } from "playwright-core";

/** Attributes that name other elements by id: kept as the order in which each id first appears, so a
 * duplicate id or a reference to a missing one still makes another shape, whatever React generated. */
const ID_REFERENCES = [
  "id",
  "for",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-activedescendant",
  "aria-errormessage",
];

/** Attributes that carry words or addresses: only whether they are there and say something counts. */
const PRESENCE_ONLY = [
  "name",
  "value",
  "href",
  "src",
  "srcset",
  "action",
  "alt",
  "title",
  "placeholder",
  "aria-label",
  "aria-valuenow",
  "aria-valuetext",
  "datetime",
];

/**
 * A screen's shape, as axe-core sees it: every element's tag and attributes (classes, inline styles,
 * roles, ARIA states, types, data-* flags: what decides colours, names and roles), whether each element
 * holds text, which elements share or point to an id, the title, language and viewport; not the words
 * themselves, nor the ids' generated values, nor addresses. Two screens of one shape get the same axe verdict; a colour, a role or an empty label that
 * differs makes another shape.
 */
export async function screenShape(page: Page): Promise<string> {
  const shape = await page.evaluate(
    ([idReferences, presenceOnly]) => {
      const refs = new Set(idReferences);
      const only = new Set(presenceOnly);
      const ids = new Map<string, number>();
      const idOrder = (value: string) =>
        value
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => {
            if (!ids.has(id)) ids.set(id, ids.size);
            return `#${ids.get(id)}`;
          })
          .join(" ");
      const parts: string[] = [
        `${window.innerWidth}x${window.innerHeight}`,
        document.documentElement.lang,
        document.title.trim() ? "title" : "",
        document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "",
      ];
      const walk = (el: Element): void => {
        let line = el.tagName;
        for (const a of Array.from(el.attributes)) {
          if (refs.has(a.name)) line += ` ${a.name}=${idOrder(a.value)}`;
          else if (only.has(a.name)) line += ` ${a.name}${a.value.trim() ? "+" : "-"}`;
          else line += ` ${a.name}=${a.value}`;
        }
        for (const child of Array.from(el.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
            line += " #text";
            break;
          }
        }
        parts.push(line);
        for (const child of Array.from(el.children)) walk(child);
        parts.push(`/${el.tagName}`);
      };
      walk(document.body);
      return parts.join("\n");
    },
    [ID_REFERENCES, PRESENCE_ONLY],
  );
  return createHash("sha256").update(shape).digest("hex");
}
