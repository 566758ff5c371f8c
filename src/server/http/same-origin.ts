/**
 * The cross-site request check: a state-changing request (any method but GET, HEAD, OPTIONS; tRPC
 * mutations are POST) is refused when a browser says it comes from another site. The browser says so
 * with `Origin`, else with `Sec-Fetch-Site`; a request with neither is not from a browser page (curl,
 * a server, a test), and a forged one cannot carry the victim's cookies, so it is let through.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Server-to-server endpoints that prove themselves otherwise: Stripe and Meta (WhatsApp) sign each event. */
export const CROSS_SITE_EXEMPT_PATHS = [
  "/api/webhooks/stripe",
  "/api/webhooks/stripe-connect",
  "/api/webhooks/whatsapp",
];

export const CROSS_SITE_REFUSED =
  "Pedido recusado: ele veio de outro site. Abra o Caçamba Certa pelo endereço dele e tente de novo.";

export interface OriginFacts {
  method: string;
  path: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** `Host` of the request, and `X-Forwarded-Host` when the proxy in front is trusted. */
  hosts: (string | undefined)[];
  /** `APP_URL`, the public address, when set. */
  appUrl: string | undefined;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The app's own hosts for this request: its `Host` (and a trusted forwarded host), and `APP_URL`'s. */
function ownHosts(facts: OriginFacts): Set<string> {
  const own = new Set<string>();
  for (const h of facts.hosts) {
    const first = h?.split(",")[0]?.trim().toLowerCase();
    if (first) own.add(first);
  }
  const app = facts.appUrl ? hostOf(facts.appUrl) : null;
  if (app) own.add(app);
  return own;
}

/** True when the request must be refused (403) as cross-site. */
export function isCrossSite(facts: OriginFacts): boolean {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return false;
  if (CROSS_SITE_EXEMPT_PATHS.some((p) => facts.path === p || facts.path.startsWith(`${p}/`))) return false;
  if (facts.origin !== undefined) {
    const host = facts.origin === "null" ? null : hostOf(facts.origin);
    return host === null || !ownHosts(facts).has(host);
  }
  if (facts.secFetchSite !== undefined)
    return facts.secFetchSite !== "same-origin" && facts.secFetchSite !== "none";
  return false;
}
