import { describe, expect, it } from "vitest";
import { isCrossSite, type OriginFacts } from "@/server/http/same-origin";

const facts = (over: Partial<OriginFacts>): OriginFacts => ({
  method: "POST",
  path: "/api/trpc/fleet.createTruck",
  origin: undefined,
  secFetchSite: undefined,
  hosts: ["app.example.com.br"],
  appUrl: undefined,
  ...over,
});

describe("the cross-site request check", () => {
  it("refuses a state-changing request from another origin, a sibling site or an opaque origin", () => {
    expect(isCrossSite(facts({ origin: "http://evil.example" }))).toBe(true);
    expect(isCrossSite(facts({ origin: "https://app.example.com.br.evil.example" }))).toBe(true);
    expect(isCrossSite(facts({ origin: "null" }))).toBe(true);
    expect(isCrossSite(facts({ origin: "not a url" }))).toBe(true);
    expect(isCrossSite(facts({ secFetchSite: "cross-site" }))).toBe(true);
    expect(isCrossSite(facts({ secFetchSite: "same-site" }))).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect(isCrossSite(facts({ method, origin: "http://evil.example" }))).toBe(true);
  });

  it("lets through the app's own origin (Host, trusted forwarded host, APP_URL), reads, and non-browsers", () => {
    expect(isCrossSite(facts({ origin: "https://app.example.com.br" }))).toBe(false);
    expect(isCrossSite(facts({ origin: "https://APP.example.com.br", secFetchSite: "same-origin" }))).toBe(
      false,
    );
    expect(
      isCrossSite(facts({ origin: "https://cacambas.jf.gov.br", appUrl: "https://cacambas.jf.gov.br/" })),
    ).toBe(false);
    expect(
      isCrossSite(facts({ origin: "https://public.example", hosts: ["127.0.0.1:3000", "public.example"] })),
    ).toBe(false);
    expect(isCrossSite(facts({ secFetchSite: "same-origin" }))).toBe(false);
    expect(isCrossSite(facts({ secFetchSite: "none" }))).toBe(false);
    expect(isCrossSite(facts({}))).toBe(false);
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(isCrossSite(facts({ method, origin: "http://evil.example" }))).toBe(false);
  });

  it("the Stripe webhook is exempt (signed, server to server); nothing else is", () => {
    expect(isCrossSite(facts({ path: "/api/webhooks/stripe", origin: "http://evil.example" }))).toBe(false);
    expect(isCrossSite(facts({ path: "/api/webhooks/stripe2", origin: "http://evil.example" }))).toBe(true);
    expect(isCrossSite(facts({ path: "/api/webhooks/whatsapp", origin: "https://graph.facebook.com" }))).toBe(
      false,
    );
    expect(isCrossSite(facts({ path: "/api/auth/signout", origin: "http://evil.example" }))).toBe(true);
  });
});
