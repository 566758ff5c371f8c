import { describe, expect, it } from "vitest";
import { paymentFailureText } from "@/domain/invoicing/payment-failure";
import { applicationFeeCents } from "@/domain/pricing/fee";

describe("the platform's application fee, in centavos with the one rounding", () => {
  it.each([
    [57625, 150, 50, 914], // 864,375 → 864, + 50
    [100, 150, 0, 2], // 1,5 → 2 (half away from zero)
    [57625, 0, 0, 0],
    [100, 10_000, 0, 99], // never the whole payment
    [1, 150, 50, 0],
  ])("%i centavos at %i bps + %i → %i", (amount, bps, fixed, fee) => {
    expect(applicationFeeCents(amount, { basisPoints: bps, fixedCents: fixed })).toBe(fee);
  });
});

describe("why a payment failed, in pt-BR", () => {
  it("prefers the bank's decline code, then Stripe's code, then a plain sentence", () => {
    expect(paymentFailureText({ code: "card_declined", decline_code: "insufficient_funds" })).toBe(
      "Cartão sem saldo ou limite suficiente.",
    );
    expect(paymentFailureText({ code: "card_declined", decline_code: "do_not_honor" })).toBe(
      "Cartão recusado pelo banco emissor.",
    );
    expect(paymentFailureText({ code: "something_new" })).toBe("Pagamento não aprovado pelo Stripe.");
    expect(paymentFailureText(null)).toBe("Pagamento não aprovado pelo Stripe.");
  });
});
