"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { focusHashTarget } from "@/lib/hash-target";

/**
 * Moves focus to the target of a jump within a page (`focusHashTarget`): on a page that opens with a
 * `#…` in its address, after a client navigation to one, and after a click on a same-page `#…` link
 * (Next's links change the address with pushState, which fires no `hashchange`).
 */
export function FocusHashTarget() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname && window.location.hash) requestAnimationFrame(() => focusHashTarget(window.location.hash));
  }, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash)
        return;
      if (link.target === "_blank") return;
      requestAnimationFrame(() => focusHashTarget(url.hash));
    };
    const onHash = () => focusHashTarget(window.location.hash);
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHash);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHash);
    };
  }, []);
  return null;
}
