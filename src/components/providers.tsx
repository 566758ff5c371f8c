"use client";

import { createTheme, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/lib/trpc/client";

const theme = createTheme({
  primaryColor: "orange",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </MantineProvider>
  );
}
