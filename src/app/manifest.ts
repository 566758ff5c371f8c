import type { MetadataRoute } from "next";

/** Installable on a phone: opens on the home page, standalone, with the app's icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Caçamba Certa",
    short_name: "Caçamba Certa",
    description: "Caçambas, CTR e fiscalização conforme a lei municipal.",
    lang: "pt-BR",
    start_url: "/inicio",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1864ab",
    icons: [
      { src: "/icons/icone-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icone-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
