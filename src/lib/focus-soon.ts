/** It watches for at least this many frames and this long: on a busy phone React may draw late. */
const FRAMES = 15;
const WATCH_MS = 1_500;

const usable = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !el.matches(":disabled") && el.checkVisibility();

/**
 * Moves focus to what an action changed, once React has drawn the change: the first of `selectors`
 * matching a visible, enabled element inside `within` (the whole page by default). Without it, focus falls
 * to the page body when the pressed control disappears or is disabled, and a keyboard user starts over.
 * While it watches it steps in only when focus is lost, so it never takes focus from where a person put it;
 * with `take` it moves focus once to the target as soon as it is drawn even if the pressed control is still
 * there (the first field in error after "Salvar", the confirmation), and stops watching.
 */
export function focusSoon(
  selectors: string[],
  within?: () => ParentNode | null,
  { take = false }: { take?: boolean } = {},
): void {
  if (typeof window === "undefined") return;
  const target = () => {
    const root = within ? within() : document;
    for (const selector of selectors) {
      const el = root?.querySelector(selector) ?? null;
      if (usable(el)) return el;
    }
    return null;
  };
  const until = performance.now() + WATCH_MS;
  const step = (framesLeft: number) => {
    const lost = !usable(document.activeElement) || document.activeElement === document.body;
    if (lost || take) {
      const el = target();
      if (el) {
        el.focus();
        // Taken: the result has focus and the watch ends, so a person tabbing on past the page's end
        // within the watch is not brought back.
        if (take) return;
      }
    }
    if (framesLeft > 0 || performance.now() < until) requestAnimationFrame(() => step(framesLeft - 1));
  };
  requestAnimationFrame(() => step(FRAMES));
}
