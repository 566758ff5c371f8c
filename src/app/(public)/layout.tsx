import type { ReactNode } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";

/** Pages anyone opens from a QR or a link, signed out: their content is the page's main landmark. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      {children}
    </main>
  );
}
