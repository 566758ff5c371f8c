"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";

/** It watches this long for the new page's heading: a page behind a loading state draws it late. */
const WATCH_MS = 2_000;

/**
 * After a navigation inside the app, focus goes to the new page's heading (made focusable by script, not
 * by Tab), so a keyboard or screen-reader user starts on what the page is, not at the top of the menu or on
 * the page body. The first page of a load keeps the browser's own start (the skip link first); a field the
 * new page focuses itself keeps its focus.
 */
export function useHeadingFocus(): void {
  const pathname = usePathname();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (first) return;
    const until = performance.now() + WATCH_MS;
    let frame = 0;
    const step = () => {
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      if (main && active && active !== main && main.contains(active)) return;
      const heading = main?.querySelector<HTMLElement>("h1");
      if (heading?.checkVisibility()) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
