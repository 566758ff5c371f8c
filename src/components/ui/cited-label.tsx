import { CitedText } from "./cited-text";

/**
 * A field's label or description (a Mantine `label`, `description`, a checkbox's label) whose citations
 * link to the article's text. A form holds unsaved work, so the law opens in another tab; the field's
 * accessible name stays the label's own words ("Notificação (JF art. 33)"), the new tab said in the link's
 * title.
 */
export function CitedLabel({ children }: { children: string }) {
  return <CitedText inLabel>{children}</CitedText>;
}
