import type { Page } from "playwright-core";

/**
 * The visible buttons, links and tabs whose label does not fit in its box (`scrollWidth > clientWidth`):
 * text cut at the edge ("Usar cc", "Desativa") or spilling out of it. Inline links wrap with the text
 * around them and have no box width of their own: only boxed ones are measured. One pixel of slack for
 * sub-pixel rounding.
 */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      "button",
      "a[href]",
      '[role="button"]',
      '[role="tab"]',
      ".mantine-Button-label",
      ".mantine-SegmentedControl-label",
      ".mantine-NavLink-label",
    ].join(", ");
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], .maplibregl-map, .mapboxgl-map')) continue;
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.clientWidth === 0) continue;
      const label = (el.textContent || el.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
      if (label && el.scrollWidth > el.clientWidth + 1)
        cut.push(`"${label.slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth} px)`);
    }
    return cut;
  });
}
