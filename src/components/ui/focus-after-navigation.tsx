"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation that took the focused element away (a form that redirects, a phone-menu
 * link), the next Tab starts from the top of the page, as after a full load: "Pular para o conteúdo"
 * first. Focus that survived the navigation (a menu link on a wide screen) stays where it is.
 */
export function FocusAfterNavigation() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && active.checkVisibility()) return;
    const body = document.body;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.removeAttribute("tabindex");
  }, [pathname]);
  return null;
}
