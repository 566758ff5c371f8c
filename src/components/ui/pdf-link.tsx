import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A link to a PDF the app makes (CTR, invoice, DANFSe, auto, bulletin, decal sheet): it opens in a tab of
 * its own, as every document does, so the screen behind it — often a form — stays where it was.
 */
export function PdfLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" {...props}>
      {children}
    </Anchor>
  );
}
