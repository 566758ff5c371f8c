"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { focusFormResult } from "@/lib/focus-result";

/**
 * Focus after a form's action, in one pattern for every form: put `ref` on the form and call `focusResult()`
 * in the same turn as the state that draws the outcome (errors, a confirmation). Once React has committed
 * that render, focus goes to the first field in error, else to the element marked `data-action-result`.
 */
export function useFocusResult<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) focusFormResult(() => ref.current);
  }, [asked]);
  // Stable, so callbacks that call it (a scanner's `onCode`) keep their identity.
  const focusResult = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, focusResult };
}
