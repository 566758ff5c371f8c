"use client";

import { Button, type ButtonProps } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/** A Mantine button that navigates with Next's Link; server components can render it (see TextLink). */
export function ButtonLink({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component={Link} href={href} {...props}>
      {children}
    </Button>
  );
}
