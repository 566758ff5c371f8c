const FOCUSABLE = "input, select, textarea, button, a[href], [tabindex]";

/**
 * After a same-page jump (`/#conferir`, a citation's `#art-4`), focus goes to the target, not left on the
 * link: the first field of a form, else the element itself (made focusable for this). The target is
 * marked `data-hash-target` (highlighted by accessibility.css) until the next jump. False if no target.
 */
export function focusHashTarget(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const anchor = id ? document.getElementById(id) : null;
  // An empty anchor (a law's article the text skipped) stands for the block around it.
  const target = anchor && !anchor.textContent?.trim() ? anchor.parentElement : anchor;
  // The skip link's <main> takes focus by itself, unmarked.
  if (!target || target.tagName === "MAIN") return false;
  for (const old of document.querySelectorAll("[data-hash-target]")) old.removeAttribute("data-hash-target");
  target.setAttribute("data-hash-target", "");
  const inner = target.matches("form, fieldset") ? target.querySelector<HTMLElement>(FOCUSABLE) : null;
  const el = inner ?? target;
  if (!el.matches(FOCUSABLE)) el.tabIndex = -1;
  el.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start" });
  return true;
}
