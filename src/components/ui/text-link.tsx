"use client";

import { Anchor, type AnchorProps } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A Mantine-styled Next link that server components can render: they cannot pass `Link` itself
 * to Mantine's `component` prop across the client boundary.
 */
export function TextLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
