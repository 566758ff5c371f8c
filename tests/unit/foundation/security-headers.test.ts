import { describe, expect, it } from "vitest";
import { mapSources, sourceOfUrlTemplate } from "@/lib/maps/map-hosts";
import { pagePolicy, responseKind, securityHeaders } from "@/server/http/security-headers";
import { servedOverHttps } from "@/server/http/transport";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("security headers", () => {
  it("pages, route handlers and assets", () => {
    expect(responseKind("/")).toBe("page");
    expect(responseKind("/verificar/ABC-123")).toBe("page");
    expect(responseKind("/api/trpc/session.me")).toBe("api");
    expect(responseKind("/_next/static/chunks/a.js")).toBe("asset");
    expect(responseKind("/maplibre-gl-worker.mjs")).toBe("asset");
  });

  it("the page policy: nonce and strict-dynamic for scripts, workers for both map libraries", () => {
    const csp = pagePolicy("abc123", { https: false, map: { offline: true } });
    expect(directive(csp, "script-src")).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, "style-src-elem")).toBe("'self' 'nonce-abc123'");
    expect(directive(csp, "worker-src")).toBe("'self' blob:");
    expect(directive(csp, "connect-src")).toBe("'self'");
    expect(directive(csp, "frame-ancestors")).toBe("'self'");
    expect(directive(csp, "object-src")).toBe("'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(pagePolicy("n", { https: true, map: {} })).toContain("upgrade-insecure-requests");
  });

  it("OpenFreeMap's host by default; none offline or on the app's own PMTiles; a style of one's own and extra hosts", () => {
    const connect = (map: Parameters<typeof mapSources>[0]) =>
      directive(pagePolicy("n", { https: false, map }), "connect-src");
    expect(connect({})).toBe("'self' https://tiles.openfreemap.org");
    expect(directive(pagePolicy("n", { https: false, map: {} }), "img-src")).toBe(
      "'self' data: blob: https://tiles.openfreemap.org",
    );
    expect(connect({ offline: true })).toBe("'self'");
    expect(connect({ pmtilesFile: "/srv/jf.pmtiles" })).toBe("'self'");
    expect(connect({ styleUrl: "/estilo.json" })).toBe("'self'");
    expect(connect({ styleUrl: "https://mapas.jf.mg.gov.br/estilo.json", offline: true })).toBe(
      "'self' https://mapas.jf.mg.gov.br",
    );
    expect(
      connect({
        styleUrl: "http://127.0.0.1:9000/s.json",
        extraHosts: "https://fonts.example, http://127.0.0.1:9001",
      }),
    ).toBe("'self' http://127.0.0.1:9000 https://fonts.example http://127.0.0.1:9001");
    expect(connect({ offline: true, extraHosts: "javascript:alert(1) https://a.example;script-src" })).toBe(
      "'self'",
    );
  });

  it("the configured tile server, and Mapbox's hosts only when its token is set", () => {
    expect(sourceOfUrlTemplate("https://tiles.example.com/{z}/{x}/{y}.png")).toBe(
      "https://tiles.example.com",
    );
    expect(sourceOfUrlTemplate("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.openstreetmap.org",
    );
    expect(sourceOfUrlTemplate("http://localhost:8080/t/{z}/{x}/{y}.png")).toBe("http://localhost:8080");
    expect(sourceOfUrlTemplate("javascript:alert(1)")).toBeNull();
    expect(sourceOfUrlTemplate("https://a.example;script-src *")).toBeNull();
    const tiles = pagePolicy("n", {
      https: false,
      map: { tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png" },
    });
    expect(directive(tiles, "connect-src")).toBe("'self' https://tiles.example.com");
    expect(directive(tiles, "img-src")).toBe("'self' data: blob: https://tiles.example.com");
    expect(mapSources({ offline: true, mapboxStyle: "mapbox://styles/mapbox/streets-v12" })).toEqual([]);
    const mapbox = pagePolicy("n", { https: false, map: { mapboxToken: "pk.x" } });
    expect(directive(mapbox, "connect-src")).toBe(
      "'self' https://api.mapbox.com https://events.mapbox.com https://*.tiles.mapbox.com",
    );
  });

  it("HSTS only over TLS: a TLS socket, a trusted proxy saying https, or an https APP_URL", () => {
    const plain = { encrypted: false, forwardedProto: undefined };
    expect(servedOverHttps(plain, {})).toBe(false);
    expect(servedOverHttps({ encrypted: true, forwardedProto: undefined }, {})).toBe(true);
    expect(servedOverHttps({ encrypted: false, forwardedProto: "https" }, {})).toBe(false);
    expect(servedOverHttps({ encrypted: false, forwardedProto: "https" }, { TRUST_PROXY: "1" })).toBe(true);
    expect(servedOverHttps(plain, { APP_URL: "https://cacambas.jf.gov.br" })).toBe(true);
    expect(securityHeaders("api", { https: false })["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders("api", { https: true })["strict-transport-security"]).toBe("max-age=31536000");
  });
});
