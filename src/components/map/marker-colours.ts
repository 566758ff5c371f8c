/**
 * Map colours for a placement's deadline status and the planner's verdict: each at least 3:1 against the
 * plain map's background (#eef0f3) and a light street basemap, as WCAG 2.1 (1.4.11) asks of graphics a
 * person needs to read the map. The legend and chips beside each map say the same in words.
 */
export const DEADLINE_MARKER_COLOUR = {
  ok: "#2b8a3e",
  due_today: "#b35900",
  overdue: "#c92a2a",
  none: "#495057",
  planned: "#1864ab",
} as const;

export const VERDICT_COLOUR = {
  ok: DEADLINE_MARKER_COLOUR.ok,
  violation: DEADLINE_MARKER_COLOUR.overdue,
} as const;
export const SITE_MARKER_COLOUR = DEADLINE_MARKER_COLOUR.none;
/** A shape being drawn in the feature editor. */
export const DRAFT_COLOUR = DEADLINE_MARKER_COLOUR.due_today;
