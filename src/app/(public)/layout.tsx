import type { ReactNode } from "react";

/** Pages anyone opens from a QR or a link, signed out: their content is the page's main landmark. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
