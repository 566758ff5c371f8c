import type { ReactNode } from "react";
import { MAIN_ID } from "@/components/ui/skip-link";
import { PublicHeader } from "@/features/public/public-header";

/**
 * Pages anyone opens from a QR or a link, signed out: a bar with the ways on (home, registry, code check,
 * sign-in), then the content as the page's main landmark.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
