import { afterEach, describe, expect, it } from "vitest";
import { graceDays, planForPrice, priceEnvName, priceIdFor, stripeSettings } from "@/server/billing/config";
import { mapStatus } from "@/server/services/billing/webhook/subscription-sync";
import { parseForm } from "../../integration/billing/fake-stripe";

describe("billing config", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("names the price variables per plan and interval and maps prices back", () => {
    expect(priceEnvName("ate-20", "month")).toBe("STRIPE_PRICE_ATE_20_MONTH");
    expect(priceEnvName("ilimitado", "year")).toBe("STRIPE_PRICE_ILIMITADO_YEAR");
    const env = { STRIPE_PRICE_ATE_100_YEAR: "price_x" };
    expect(planForPrice("price_x", env)).toEqual({ planId: "ate-100", interval: "year" });
    expect(planForPrice("price_y", env)).toBeNull();
    expect(priceIdFor("ate-100", "year", env)).toBe("price_x");
    expect(() => priceIdFor("ate-20", "month", env)).toThrow(/STRIPE_PRICE_ATE_20_MONTH/);
  });

  it("grace period: 7 days unless BILLING_GRACE_DAYS says otherwise", () => {
    expect(graceDays({})).toBe(7);
    expect(graceDays({ BILLING_GRACE_DAYS: "3" })).toBe(3);
    expect(graceDays({ BILLING_GRACE_DAYS: "0" })).toBe(0);
    expect(graceDays({ BILLING_GRACE_DAYS: "abc" })).toBe(7);
    expect(graceDays({ BILLING_GRACE_DAYS: "" })).toBe(7);
  });

  it("reads the Stripe settings, test host included", () => {
    expect(stripeSettings({})).toBeNull();
    expect(
      stripeSettings({
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: "12111",
        STRIPE_API_PROTOCOL: "http",
      }),
    ).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: null,
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
  });

  it("folds Stripe subscription statuses into ours", () => {
    expect(mapStatus("active")).toBe("active");
    expect(mapStatus("trialing")).toBe("trialing");
    expect(mapStatus("unpaid")).toBe("past_due");
    expect(mapStatus("incomplete_expired")).toBe("canceled");
    expect(mapStatus("paused")).toBe("canceled");
  });

  it("the fake Stripe parses Stripe's form encoding", () => {
    expect(
      parseForm("mode=subscription&line_items[0][price]=p&line_items[0][quantity]=1&metadata[org_id]=o"),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "p", quantity: "1" }],
      metadata: { org_id: "o" },
    });
  });
});
