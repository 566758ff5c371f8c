import { focusSoon } from "./focus-soon";

/** The selector of whatever a form marks as wrong: Mantine sets `aria-invalid` on a field with an error. */
export const FIELD_IN_ERROR = '[aria-invalid="true"]';
/** A confirmation or result line that takes focus after an action (it carries `tabIndex={-1}`). */
export const ACTION_RESULT = "[data-action-result]";

/**
 * After a form's action, focus goes to its result once React has drawn it: the first field in error (its
 * message is read with it, through `aria-describedby`), else the confirmation or refusal marked
 * `data-action-result` (a refusal before a heading or a confirmation) — never left on the page body, never kept on a button whose work is done.
 */
export function focusFormResult(form: () => ParentNode | null): void {
  focusSoon([FIELD_IN_ERROR, `[role="alert"]${ACTION_RESULT}`, ACTION_RESULT], form, { take: true });
}
