"use client";

import { Anchor, type AnchorProps } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A Mantine-styled Next link that server components can render: they cannot pass `Link` itself
 * to Mantine's `component` prop across the client boundary. Pages only: a file route (`/api/…`, a PDF or
 * CSV) takes a plain `Anchor`, or Next's router prefetches it (rendering the file on every view) and, on a
 * page loaded whole, leaves that prefetch's response unread.
 */
export function TextLink({
  href,
  children,
  ...props
}: AnchorProps & {
  href: string;
  children: ReactNode;
  target?: string;
  rel?: string;
  title?: string;
  "aria-label"?: string;
}) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
