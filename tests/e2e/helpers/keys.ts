import type { Page } from "playwright-core";

/** What has focus now: its tag, name, where it sits and whether a person can see that it has focus. */
export async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return {
        tag: "body",
        name: "",
        label: "",
        id: "",
        card: "",
        inMain: false,
        inNavbar: false,
        ring: false,
        top: 0,
      };
    // A text field with sections (the password's) draws its ring on the box around the <input>.
    const drawn = (el.closest(".mantine-Input-input") as HTMLElement | null) ?? el;
    const ringOf = (e: HTMLElement) => {
      const style = getComputedStyle(e);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent ?? "").trim(),
      label: ((el as HTMLInputElement).labels?.[0]?.textContent ?? "").trim(),
      id: el.id,
      /** The board's job card (its job id) or the driver's (its element id) holding the focus. */
      card:
        el.closest("[data-job-id]")?.getAttribute("data-job-id") ??
        el.closest('[data-testid="driver-job"]')?.id ??
        "",
      inMain: Boolean(el.closest("main")) && el.tagName !== "MAIN",
      inNavbar: Boolean(el.closest(".mantine-AppShell-navbar")),
      ring: ringOf(el) || ringOf(drawn),
      top: el.getBoundingClientRect().top,
    };
  });
}

/** Presses Tab until focus lands inside the page's main content; the stops passed on the way. */
export async function tabIntoMain(page: Page, limit = 20) {
  const stops: Focus[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now.inMain) return { stops, first: now };
    stops.push(now);
  }
  throw new Error(
    `no focusable element in <main> after ${limit} Tabs: ${stops.map((s) => s.name).join(" › ")}`,
  );
}

export type Focus = Awaited<ReturnType<typeof focused>>;

/**
 * Presses Tab (or Shift+Tab) until what has focus matches `wanted`; every stop on the way must show that
 * it has focus. The stop reached.
 */
export async function tabTo(page: Page, wanted: (f: Focus) => boolean, { limit = 40, back = false } = {}) {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    if (now.tag !== "body" && !now.ring) throw new Error(`focus not visible on "${now.name}" (${now.tag})`);
    if (wanted(now)) return now;
    passed.push(now.name);
  }
  throw new Error(`not reached after ${limit} Tabs: ${passed.join(" › ")}`);
}
