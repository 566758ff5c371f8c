import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { launchBrowser } from "./helpers/browser";
import { takeCspViolations } from "./helpers/csp-violations";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/**
 * The headers every response carries (set in one place, src/server/http/edge.ts): a nonce-based CSP on
 * pages that the app, MapLibre's worker and an inline PDF survive; nosniff, Referrer-Policy and framing
 * rules everywhere; HSTS and a Secure `cc_org` cookie only when the request came over TLS.
 */
/** Chromium's PDF viewer (an extension page) shows up as a frame of `page`. */
async function pdfViewerOpens(page: Page): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (page.frames().some((f) => /^chrome-extension:\/\/[a-z]+\/index\.html/.test(f.url()))) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function switchOrgCookie(server: RunningServer, headers: Record<string, string> = {}) {
  // Signed in over the same protocol: Auth.js names the session cookie by it.
  const session = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD, headers);
  const me = await session.query("session.me");
  const orgId = (me.body.result?.data.json as { activeOrgId: string } | undefined)?.activeOrgId;
  const res = await fetch(`${server.url}/api/trpc/session.switchOrg`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie(), ...headers },
    body: JSON.stringify({ json: { orgId } }),
  });
  expect(res.status).toBe(200);
  return { res, cookie: res.headers.getSetCookie().find((c) => c.startsWith("cc_org=")) ?? "" };
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
}

describe("security headers over plain http", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(() => server?.stop());

  it("a page has a nonce-based CSP whose nonce is on its scripts, fresh per request", async () => {
    const res = await fetch(`${server.url}/entrar`);
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const html = await res.text();
    const nonce = nonceOf(csp);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${server.url}/entrar`);
    await again.body?.cancel();
    expect(nonceOf(again.headers.get("content-security-policy"))).not.toBe(nonce);
  });

  it("a route handler and tRPC carry nosniff, Referrer-Policy and framing rules, without a script policy", async () => {
    for (const path of ["/api/health", "/api/trpc/session.me"]) {
      const res = await fetch(`${server.url}${path}`);
      await res.body?.cancel();
      expectCommonHeaders(res);
      expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const asset = await fetch(`${server.url}/maplibre-gl-worker.mjs`);
    await asset.body?.cancel();
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("tRPC errors (served by the custom server, not Next) name no stack or file", async () => {
    const refused = await fetch(`${server.url}/api/trpc/session.me`);
    expect(refused.status).toBe(401);
    const missing = await fetch(`${server.url}/api/trpc/no.such.procedure`);
    expect(missing.status).toBe(404);
    for (const body of [await refused.text(), await missing.text()]) {
      expect(body).not.toContain("stack");
      expect(body).not.toContain("node_modules");
    }
  });

  it("a client's own X-Forwarded-Proto does not make the server claim TLS (no HSTS, cookie not Secure)", async () => {
    const page = await fetch(`${server.url}/entrar`, { headers: { "x-forwarded-proto": "https" } });
    await page.body?.cancel();
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const { cookie } = await switchOrgCookie(server, { "x-forwarded-proto": "https" });
    expect(cookie).toMatch(/^cc_org=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("the pages, MapLibre's worker and a PDF shown in a frame run under the policy", async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await signInAsDemo(page, server.url, "admin");
      await page.goto(`${server.url}/mapa-da-cidade`);
      await page.locator(".maplibregl-canvas").waitFor();
      const session = await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
      const ctrs = (await session.query("ctr.hauler.list", {})).body.result?.data.json as { id: string }[];
      expect(ctrs.length).toBeGreaterThan(0);
      const pdf = `/api/ctr/hauler/${ctrs[0]?.id}/pdf`;
      await page.goto(`${server.url}/ctrs/${ctrs[0]?.id}`);
      await page.waitForLoadState("networkidle");
      // A PDF served inline, in a frame of a page: Chromium's PDF viewer opens in it.
      await page.evaluate((src) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        document.body.append(frame);
      }, pdf);
      expect(await pdfViewerOpens(page)).toBe(true);
      // And on its own, as the "Baixar PDF" links open it.
      const tab = await context.newPage();
      await tab.goto(`${server.url}${pdf}`).catch(() => {});
      expect(await pdfViewerOpens(tab)).toBe(true);
      expect(takeCspViolations()).toEqual([]);
      // What an injection would add (an inline handler, a parser-inserted script) does not run, and is reported.
      const injected = await page.evaluate(async () => {
        document.body.insertAdjacentHTML(
          "beforeend",
          `<img src="/nada.png" onerror="window.__injected = 1">`,
        );
        const frame = document.createElement("iframe");
        frame.srcdoc = "<script>parent.__injected = 2</script>";
        document.body.append(frame);
        await new Promise((r) => setTimeout(r, 1000));
        return (window as unknown as { __injected?: number }).__injected ?? 0;
      });
      expect(injected).toBe(0);
      const reported: string[] = [];
      for (let i = 0; i < 40 && reported.length < 2; i++) {
        await page.waitForTimeout(50);
        reported.push(...takeCspViolations());
      }
      expect(reported.join("\n")).toMatch(/inline event handler/);
      expect(reported.join("\n")).toMatch(/inline script/);
    } finally {
      await context.close();
    }
  });
});

describe("security headers behind a TLS proxy (TRUST_PROXY=1)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir(), env: { TRUST_PROXY: "1" } });
  });
  afterAll(() => server?.stop());

  it("HSTS, upgrade-insecure-requests and a Secure cc_org cookie when the proxy says https, not otherwise", async () => {
    const https = { "x-forwarded-proto": "https" };
    for (const path of ["/entrar", "/api/health", "/api/trpc/session.me"]) {
      const res = await fetch(`${server.url}${path}`, { headers: https });
      await res.body?.cancel();
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
      const plain = await fetch(`${server.url}${path}`);
      await plain.body?.cancel();
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    }
    const page = await fetch(`${server.url}/entrar`, { headers: https });
    await page.body?.cancel();
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect((await switchOrgCookie(server, https)).cookie).toMatch(/; Secure$/);
    expect((await switchOrgCookie(server)).cookie).not.toMatch(/Secure/);
  });
});
