/** Keys that move a closed native select to another option without opening its list. */
const BROWSING = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/**
 * Whether the `change` that follows this key only browses the company switcher's options (an arrow or a
 * typed letter on the closed select, which the browser applies at once): the company changes on Enter or
 * the "Trocar" button, never on an arrow. Alt+arrow, F4 and Space open the list, where choosing an option
 * is the choice itself, as a click is.
 */
export function keyOnlyBrowses(key: string, altKey: boolean): boolean {
  if (altKey) return false;
  return BROWSING.has(key) || (key.length === 1 && key !== " ");
}
