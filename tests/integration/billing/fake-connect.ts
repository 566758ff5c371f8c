import Stripe from "stripe";
import type { FakeResponse, FakeStripe } from "./fake-stripe";
import { newId, nowSec } from "./fake-stripe";

/**
 * Stripe Connect on the local fake: connected accounts, Account Links to a hosted onboarding page,
 * Checkout Sessions and PaymentIntents ON a connected account (`Stripe-Account` header) with
 * application fees, refunds, and signed webhook deliveries carrying `account`, as Stripe's Connect
 * endpoint sends them. The hosted pages (onboarding, checkout with card, boleto or Pix) are plain
 * pt-BR HTML a browser can click through.
 */
type Obj = Record<string, unknown>;

interface Held {
  account: string;
  obj: Obj;
}

const brl = (cents: number) => (cents / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"><style>body{font-family:sans-serif;margin:0;padding:16px;color:#111}button{font-size:1rem;padding:8px 16px;color:#fff;background:#1d4ed8;border:0;border-radius:4px}label{display:block;margin:8px 0}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

/** A Connect webhook delivery: the event (with `account`) and its `Stripe-Signature` header. */
export function signedConnectEvent(secret: string, type: string, object: unknown, account: string) {
  const id = newId("evt");
  const payload = JSON.stringify({
    id,
    object: "event",
    account,
    api_version: "2026-10-28.endive",
    created: nowSec(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { id, payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export class FakeConnect {
  readonly accounts = new Map<string, Obj>();
  readonly links = new Map<string, Obj>();
  readonly sessions = new Map<string, Held>();
  readonly paymentIntents = new Map<string, Held>();
  readonly charges = new Map<string, Held>();
  readonly refunds = new Map<string, Held>();
  readonly applicationFees = new Map<string, Obj>();
  private readonly byKey = new Map<string, Obj>();
  /** Where the fake delivers Connect events (the app's endpoint) and the secret it signs them with. */
  webhook: { url: string; secret: string } | null = null;
  readonly delivered: { type: string; status: number }[] = [];
  /** Checkout Sessions expired through the API, in order. */
  readonly expired: string[] = [];

  constructor(private readonly stripe: FakeStripe) {}

  private err(status: number, message: string, code?: string): FakeResponse {
    return { status, body: { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } } };
  }

  /** The API calls of Connect; null when the route is not one of them (the platform's fake answers). */
  api(route: string, body: Obj, account: string | undefined, key: string | undefined): FakeResponse | null {
    if (route === "POST /v1/accounts") return { status: 200, body: this.createAccount(body, key) };
    const acct = route.match(/^GET \/v1\/accounts\/([^/]+)$/);
    if (acct) {
      const found = this.accounts.get(acct[1] ?? "");
      return found ? { status: 200, body: found } : this.stripe.notFound("account");
    }
    if (route === "POST /v1/account_links") return this.createLink(body);
    if (!account) return null;
    if (!this.accounts.has(account)) return this.err(403, "The provided key does not have access to account");
    if (route === "POST /v1/checkout/sessions")
      return { status: 200, body: this.createSession(body, account) };
    const cs = route.match(/^(GET|POST) \/v1\/checkout\/sessions\/([^/]+?)(\/expire)?$/);
    if (cs) return this.sessionCall(cs[2] ?? "", cs[1] === "POST" && cs[3] === "/expire", account, body);
    const pi = route.match(/^GET \/v1\/payment_intents\/([^/]+)$/);
    if (pi) return this.retrievePi(pi[1] ?? "", account, body);
    if (route === "POST /v1/refunds") return this.createRefund(body, account);
    if (route === "GET /v1/refunds") {
      const data = [...this.refunds.values()]
        .filter((r) => r.account === account && (!body.charge || r.obj.charge === body.charge))
        .map((r) => r.obj);
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    return null;
  }

  private createAccount(body: Obj, key: string | undefined): Obj {
    const existing = key ? this.byKey.get(key) : undefined;
    if (existing) return existing;
    const account = {
      id: newId("acct"),
      object: "account",
      type: body.type,
      country: body.country,
      default_currency: body.default_currency ?? "brl",
      business_profile: body.business_profile ?? {},
      metadata: body.metadata ?? {},
      email: null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ["external_account", "tos_acceptance.date"],
        disabled_reason: "requirements.past_due",
      },
      created: nowSec(),
    };
    this.accounts.set(account.id, account);
    if (key) this.byKey.set(key, account);
    return account;
  }

  private createLink(body: Obj): FakeResponse {
    const account = String(body.account ?? "");
    if (!this.accounts.has(account)) return this.stripe.notFound("account");
    const id = newId("link");
    this.links.set(id, { account, return_url: body.return_url, refresh_url: body.refresh_url });
    return {
      status: 200,
      body: {
        object: "account_link",
        created: nowSec(),
        expires_at: nowSec() + 300,
        url: `${this.stripe.baseUrl}/connect/onboarding/${id}`,
      },
    };
  }

  private createSession(body: Obj, account: string): Obj {
    const id = newId("cs_test");
    const items = (body.line_items ?? []) as { quantity: string; price_data: { unit_amount: string } }[];
    const amount = items.reduce((s, i) => s + Number(i.price_data.unit_amount) * Number(i.quantity), 0);
    const session = {
      id,
      object: "checkout.session",
      mode: body.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: "brl",
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      allowed_payment_method_types: body.allowed_payment_method_types ?? null,
      payment_method_options: body.payment_method_options ?? null,
      payment_intent: null,
      payment_intent_data: body.payment_intent_data ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      url: `${this.stripe.baseUrl}/checkout/pay/${id}`,
    };
    this.sessions.set(id, { account, obj: session });
    return session;
  }

  /** Retrieves a session (expanding its PaymentIntent), or expires it: only an open one can be. */
  private sessionCall(id: string, expire: boolean, account: string, query: Obj): FakeResponse {
    const held = this.sessions.get(id);
    if (!held || held.account !== account) return this.stripe.notFound("checkout.session");
    if (expire) {
      if (held.obj.status !== "open")
        return this.err(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      Object.assign(held.obj, { status: "expired" });
      this.expired.push(id);
      return { status: 200, body: held.obj };
    }
    const expand = Object.values((query.expand ?? {}) as Obj);
    const session = { ...held.obj };
    if (expand.includes("payment_intent") && typeof session.payment_intent === "string")
      session.payment_intent = this.paymentIntents.get(session.payment_intent)?.obj ?? session.payment_intent;
    return { status: 200, body: session };
  }

  private retrievePi(id: string, account: string, query: Obj): FakeResponse {
    const held = this.paymentIntents.get(id);
    if (!held || held.account !== account) return this.stripe.notFound("payment_intent");
    const expand = Object.values((query.expand ?? {}) as Obj);
    const pi = { ...held.obj };
    if (expand.includes("latest_charge") && typeof pi.latest_charge === "string")
      pi.latest_charge = this.charges.get(pi.latest_charge)?.obj ?? pi.latest_charge;
    return { status: 200, body: pi };
  }

  private createRefund(body: Obj, account: string): FakeResponse {
    const pi = this.paymentIntents.get(String(body.payment_intent ?? ""));
    if (!pi || pi.account !== account) return this.stripe.notFound("payment_intent");
    const charge = this.charges.get(String(pi.obj.latest_charge))?.obj;
    if (!charge) return this.err(400, "This PaymentIntent has no successful charge to refund.");
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    if (left <= 0)
      return this.err(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (amount > left)
      return this.err(
        400,
        `Refund amount (${brl(amount)}) is greater than unrefunded amount on charge (${brl(left)})`,
      );
    const refund = this.refund(
      account,
      charge,
      amount,
      (body.reason as string) ?? null,
      body.metadata as Obj,
    );
    if (body.refund_application_fee === "true") {
      const fee = this.applicationFees.get(String(charge.application_fee));
      if (fee)
        fee.amount_refunded =
          Number(fee.amount_refunded) + Math.round((Number(fee.amount) * amount) / Number(charge.amount));
    }
    return { status: 200, body: refund };
  }

  private refund(account: string, charge: Obj, amount: number, reason: string | null, metadata?: Obj): Obj {
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: "brl",
      status: "succeeded",
      reason,
      metadata: metadata ?? {},
      created: nowSec(),
    };
    this.refunds.set(refund.id, { account, obj: refund });
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  // ——— what happens on Stripe's side, driven by tests or by the hosted pages ———

  /** The hauler finished onboarding: its account charges and pays out. */
  enableAccount(id: string): Obj {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`no account ${id}`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    return account;
  }

  sessionOf(id: string): Held {
    const held = this.sessions.get(id);
    if (!held) throw new Error(`no session ${id}`);
    return held;
  }

  /** The client paid the session by `method`: a succeeded PaymentIntent and charge on the account, with the fee. */
  payCheckout(sessionId: string, method: "card" | "boleto" | "pix") {
    const { account, obj: session } = this.sessionOf(sessionId);
    if (session.status === "expired") throw new Error(`session ${sessionId} is expired: it cannot be paid`);
    const pi = this.intent(account, session, method);
    const piId = String(pi.id);
    const amount = Number(session.amount_total);
    const data = session.payment_intent_data as { application_fee_amount?: string };
    const feeAmount = Number(data.application_fee_amount ?? 0);
    const charge = {
      id: newId("ch"),
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      currency: "brl",
      status: "succeeded",
      paid: true,
      payment_intent: piId,
      application_fee: null as string | null,
      application_fee_amount: feeAmount || null,
      payment_method_details: { type: method, [method]: {} },
      created: nowSec(),
    };
    if (feeAmount) {
      const fee = {
        id: newId("fee"),
        object: "application_fee",
        amount: feeAmount,
        amount_refunded: 0,
        account,
        charge: charge.id,
      };
      this.applicationFees.set(fee.id, fee);
      charge.application_fee = fee.id;
    }
    this.charges.set(charge.id, { account, obj: charge });
    Object.assign(pi, { status: "succeeded", amount_received: amount, latest_charge: charge.id });
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: piId });
    return { account, session, paymentIntent: pi, charge };
  }

  /** The card was refused: the PaymentIntent waits for another method, with Stripe's error. */
  failCheckout(sessionId: string, error: { code: string; decline_code?: string }) {
    const { account, obj: session } = this.sessionOf(sessionId);
    const pi = this.intent(account, session, "card");
    Object.assign(pi, {
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", message: "Your card was declined.", ...error },
    });
    Object.assign(session, { payment_intent: pi.id });
    return { account, session, paymentIntent: pi };
  }

  /** A refund made in the hauler's Stripe dashboard: the charge as `charge.refunded` carries it. */
  dashboardRefund(paymentIntentId: string, amount: number) {
    const pi = this.paymentIntents.get(paymentIntentId);
    const charge = pi && this.charges.get(String(pi.obj.latest_charge));
    if (!pi || !charge) throw new Error(`no charge for ${paymentIntentId}`);
    const refund = this.refund(pi.account, charge.obj, amount, "requested_by_customer");
    return { account: pi.account, refund, charge: charge.obj };
  }

  private intent(account: string, session: Obj, method: string): Obj {
    const existing = session.payment_intent ? this.paymentIntents.get(String(session.payment_intent)) : null;
    if (existing) return existing.obj;
    const data = session.payment_intent_data as {
      application_fee_amount?: string;
      metadata?: Obj;
      description?: string;
    };
    const pi = {
      id: newId("pi"),
      object: "payment_intent",
      amount: Number(session.amount_total),
      amount_received: 0,
      currency: "brl",
      status: "requires_payment_method",
      application_fee_amount: data.application_fee_amount ? Number(data.application_fee_amount) : null,
      description: data.description ?? null,
      metadata: data.metadata ?? {},
      payment_method_types: [method],
      allowed_payment_method_types: session.allowed_payment_method_types,
      latest_charge: null,
      last_payment_error: null,
      created: nowSec(),
    };
    this.paymentIntents.set(pi.id, { account, obj: pi });
    return pi;
  }

  /** Signs and posts one Connect event to the app's endpoint, as Stripe delivers it. */
  async deliver(type: string, object: unknown, account: string): Promise<number> {
    if (!this.webhook) throw new Error("no webhook endpoint registered on the fake");
    const event = signedConnectEvent(this.webhook.secret, type, object, account);
    const res = await fetch(this.webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.header },
      body: event.payload,
    });
    this.delivered.push({ type, status: res.status });
    return res.status;
  }

  // ——— the hosted pages a browser is sent to ———

  async page(route: string, form: Obj): Promise<FakeResponse | null> {
    const onboarding = route.match(/^(GET|POST) \/connect\/onboarding\/([^/]+)$/);
    if (onboarding) {
      const link = this.links.get(onboarding[2] ?? "");
      if (!link) return { status: 404, html: page("Link expirado", "<p>Este link de cadastro expirou.</p>") };
      if (onboarding[1] === "GET")
        return {
          status: 200,
          html: page(
            "Cadastro da conta Stripe (teste)",
            `<p>Conta ${link.account}: dados da empresa, conta bancária e termos do Stripe.</p>
<form method="post"><button type="submit">Concluir cadastro</button></form>`,
          ),
        };
      const account = this.enableAccount(String(link.account));
      if (this.webhook) await this.deliver("account.updated", account, String(link.account));
      return { status: 303, location: String(link.return_url) };
    }
    const checkout = route.match(/^(GET|POST) \/checkout\/pay\/([^/]+?)(\/pix)?$/);
    if (!checkout) return null;
    const held = this.sessions.get(checkout[2] ?? "");
    if (!held) return { status: 404, html: page("Pagamento não encontrado", "<p>Sessão inexistente.</p>") };
    if (held.obj.status === "expired")
      return { status: 410, html: page("Pagamento expirado", "<p>Esta sessão de pagamento expirou.</p>") };
    const total = brl(Number(held.obj.amount_total));
    if (checkout[1] === "GET")
      return {
        status: 200,
        html: page(
          `Pagar ${total}`,
          `<form method="post"><fieldset><legend>Forma de pagamento</legend>
<label><input type="radio" name="method" value="card" checked> Cartão</label>
<label><input type="radio" name="method" value="boleto"> Boleto</label>
<label><input type="radio" name="method" value="pix"> Pix</label></fieldset>
<button type="submit">Continuar</button></form>`,
        ),
      };
    const method = checkout[3] ? "pix" : (form.method as "card" | "boleto" | "pix");
    if (method === "pix" && !checkout[3])
      return {
        status: 200,
        html: page(
          `Pix de ${total}`,
          `<p>Leia o QR Code no app do seu banco ou use o Pix copia e cola:</p>
<p><code>00020126580014br.gov.bcb.pix0136${held.obj.id}5204000053039865802BR</code></p>
<form method="post" action="/checkout/pay/${held.obj.id}/pix"><button type="submit">Simular pagamento do Pix</button></form>`,
        ),
      };
    const { account, session, paymentIntent } = this.payCheckout(String(held.obj.id), method);
    if (this.webhook) {
      await this.deliver("checkout.session.completed", session, account);
      await this.deliver("payment_intent.succeeded", paymentIntent, account);
    }
    return { status: 303, location: String(session.success_url) };
  }
}
