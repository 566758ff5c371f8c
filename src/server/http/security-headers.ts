/**
 * The security headers of every response, in one place (applied by `scripts/serve.ts`):
 * - pages: a nonce-based Content-Security-Policy (Next.js reads the nonce from the request's copy and puts
 *   it on its own scripts; the root layout gives it to Mantine's inline script and styles);
 * - route handlers (files, PDFs, JSON): no script policy, which Chromium's PDF viewer would have to obey,
 *   only who may frame them;
 * - everything: nosniff, Referrer-Policy, X-Frame-Options, and HSTS when served over https.
 */

import { type MapEnv, mapSources } from "@/lib/maps/map-hosts";

export type ResponseKind = "page" | "api" | "asset";

/** `/api/…` are route handlers; `/_next/…` and files of `public/` (a name with an extension) are assets. */
export function responseKind(path: string): ResponseKind {
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/_next/")) return "asset";
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[a-z0-9]+$/i.test(last) ? "asset" : "page";
}

/**
 * The page policy. Scripts: only those carrying this response's nonce and what they load
 * (`'strict-dynamic'`: Next's chunks, the maps' code). Workers: MapLibre's `/maplibre-gl-worker.mjs`
 * and Mapbox GL's `blob:` worker. Styles: `<style>` and stylesheets need the nonce or this origin; style
 * attributes are allowed (Mantine and the maps set them on every element; they run no code). Frames:
 * this origin only (PDFs served inline), and only this origin may frame the app.
 */
export function pagePolicy(nonce: string, opts: { https: boolean; map: MapEnv }): string {
  const map = mapSources(opts.map).join(" ");
  const withMap = (base: string) => (map ? `${base} ${map}` : base);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Browsers without style-src-elem/-attr (CSP 3) fall back to this line.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    withMap("img-src 'self' data: blob:"),
    "font-src 'self' data:",
    withMap("connect-src 'self'"),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (opts.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** One year; without `includeSubDomains`, which would bind other services under the same domain. */
export const HSTS = "max-age=31536000";

/** The headers of a response of `kind`; `csp` for pages (from `pagePolicy`). */
export function securityHeaders(kind: ResponseKind, opts: { https: boolean; csp?: string }) {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
  };
  if (opts.https) headers["strict-transport-security"] = HSTS;
  if (kind === "page" && opts.csp) headers["content-security-policy"] = opts.csp;
  if (kind === "api") headers["content-security-policy"] = "frame-ancestors 'self'";
  return headers;
}
