import "@mantine/core/styles.css";
import "./accessibility.css";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { MapChoiceProvider } from "@/components/map/map-choice-context";
import { Providers } from "@/components/providers";
import { FocusAfterNavigation } from "@/components/ui/focus-after-navigation";
import { FocusHashTarget } from "@/components/ui/focus-hash-target";
import { SkipLink } from "@/components/ui/skip-link";
import { chooseMap, readMapEnv } from "@/lib/maps/map-choice";

export const metadata: Metadata = {
  title: { default: "Caçamba Certa", template: "%s · Caçamba Certa" },
  description: "Caçambas, CTR e fiscalização conforme a lei do seu município.",
  icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "Caçamba Certa", statusBarStyle: "default" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1864ab" };

/**
 * The request's CSP nonce (set by the custom server, src/server/http/edge.ts) goes on Mantine's inline
 * script and styles; Next puts it on its own scripts. Reading it renders every page per request, so the
 * maps' basemap is the server's environment of now (`readMapEnv`), not the build's.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="pt-BR" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <SkipLink />
        <FocusAfterNavigation />
        <FocusHashTarget />
        <Providers nonce={nonce}>
          <MapChoiceProvider choice={chooseMap(readMapEnv(process.env))}>{children}</MapChoiceProvider>
        </Providers>
      </body>
    </html>
  );
}
