"use client";

import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/lib/trpc/client";
import { cssVariablesResolver, theme } from "./theme";

/**
 * The CSP nonce for the `<style>` elements Mantine writes: on the server the request's; in the browser
 * the document's (on its scripts), since a client navigation renders the layout again with the nonce of
 * its own request, which the document's policy does not know.
 */
function styleNonce(requestNonce: string | undefined): string {
  if (typeof document === "undefined") return requestNonce ?? "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || requestNonce || "";
}

/** `nonce`: the request's CSP nonce (see the root layout). */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={() => styleNonce(nonce)}
    >
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </MantineProvider>
  );
}
