import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { FakeConnect } from "./fake-connect";

/**
 * A local stand-in for the Stripe API, speaking its wire format for the calls billing makes:
 * form-encoded requests (`a[b][0][c]=…`), JSON responses, Stripe-shaped errors. Tests point the
 * real `stripe` client at it through STRIPE_API_HOST/PORT/PROTOCOL and drive its state.
 */
type Obj = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | undefined;
  /** The `Stripe-Account` header: the connected account the call acts on. */
  stripeAccount: string | undefined;
}

/** A response: JSON `body`, or a hosted page (`html`) or a redirect (`location`) for a browser. */
export interface FakeResponse {
  status: number;
  body?: unknown;
  html?: string;
  location?: string;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
export const nowSec = () => Math.floor(Date.now() / 1000);

/** `line_items[0][price]=p` → `{ line_items: [{ price: "p" }] }`. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k) => k !== "");
    let node: Obj | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1] ?? "");
      const container = node as Record<string, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Obj;
      }
    });
  }
  return root;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices: Stripe.Invoice[] = [];
  readonly paymentLinks = new Map<string, Obj>();
  /** Connect: connected accounts, onboarding, payments on them with application fees, refunds. */
  readonly connect = new FakeConnect(this);
  private server: Server | null = null;
  port = 0;

  /** Where the fake's own pages (hosted onboarding and checkout) are served. */
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body, html, location }) => {
          if (location) {
            res.writeHead(status, { location });
            res.end();
          } else if (html !== undefined) {
            res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
            res.end(html);
          } else {
            res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
            res.end(JSON.stringify(body));
          }
        },
        (e: unknown) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { type: "api_error", message: String(e) } }));
        },
      );
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The environment that points the app's Stripe client at this fake. */
  env(webhookSecret: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: "http",
    };
  }

  notFound(what: string) {
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
      },
    };
  }

  private async handle(req: IncomingMessage): Promise<FakeResponse> {
    const url = new URL(req.url ?? "/", "http://fake");
    const text = await readBody(req);
    const body = req.method === "GET" ? parseForm(url.search.slice(1)) : parseForm(text);
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const stripeAccount = req.headers["stripe-account"] as string | undefined;
    const route = `${req.method} ${url.pathname}`;
    const page = await this.connect.page(route, body);
    if (page) return page;
    this.requests.push({ method: req.method ?? "", path: url.pathname, body, idempotencyKey, stripeAccount });
    if (req.headers.authorization !== "Bearer sk_test_fake")
      return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key" } } };
    const connected = this.connect.api(route, body, stripeAccount, idempotencyKey);
    if (connected) return connected;
    if (route === "POST /v1/customers")
      return { status: 200, body: this.createCustomer(body, idempotencyKey) };
    if (route === "POST /v1/checkout/sessions") return { status: 200, body: this.createSession(body) };
    if (route === "POST /v1/billing_portal/sessions")
      return {
        status: 200,
        body: {
          id: newId("bps"),
          object: "billing_portal.session",
          customer: body.customer,
          url: `https://billing.stripe.test/p/session/${newId("x")}`,
          return_url: body.return_url,
        },
      };
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === "GET" && sub) {
      const found = this.subscriptions.get(sub[1] ?? "");
      return found ? { status: 200, body: found } : this.notFound("subscription");
    }
    if (route === "POST /v1/invoices/create_preview") return { status: 200, body: this.preview(body) };
    if (route === "GET /v1/invoices") {
      const data = this.invoices
        .filter((i) => i.customer === body.customer)
        .slice(0, Number(body.limit ?? 10));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoices" } };
    }
    if (route === "POST /v1/payment_links") return { status: 200, body: this.createPaymentLink(body) };
    return this.notFound(`route ${route}`);
  }

  private readonly byIdempotencyKey = new Map<string, Obj>();

  private createCustomer(body: Obj, key: string | undefined): Obj {
    const existing = key ? this.byIdempotencyKey.get(key) : undefined;
    if (existing) return existing;
    const customer = { id: newId("cus"), object: "customer", created: nowSec(), ...body };
    this.customers.set(customer.id, customer);
    if (key) this.byIdempotencyKey.set(key, customer);
    return customer;
  }

  private createSession(body: Obj): Obj {
    const id = newId("cs_test");
    const session = {
      id,
      object: "checkout.session",
      mode: body.mode,
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      subscription_data: body.subscription_data ?? null,
      line_items: body.line_items,
      payment_method_types: body.payment_method_types ?? null,
      payment_link: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      amount_total: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  private preview(body: Obj): Obj {
    const sub = this.subscriptions.get(String(body.subscription));
    const item = sub?.items.data[0];
    return {
      id: newId("upcoming_in"),
      object: "invoice",
      customer: body.customer,
      amount_due: item?.price.unit_amount ?? 0,
      next_payment_attempt: item?.current_period_end ?? null,
      period_end: item?.current_period_end ?? nowSec(),
    };
  }

  private createPaymentLink(body: Obj): Obj {
    const id = newId("plink");
    const link = { id, object: "payment_link", active: true, url: `https://buy.stripe.test/${id}`, ...body };
    this.paymentLinks.set(id, link);
    return link;
  }

  // ——— what Stripe would do on its side, driven by the tests ———

  /** The customer paid the Checkout: Stripe creates the subscription and completes the session. */
  completeCheckout(sessionId: string, unitAmount: number, status: Stripe.Subscription.Status = "active") {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const lineItems = session.line_items as { price: string }[];
    const subData = (session.subscription_data ?? {}) as { metadata?: Record<string, string> };
    const periodEnd = nowSec() + 30 * 86_400;
    const subscription = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status,
      cancel_at_period_end: false,
      metadata: subData.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            current_period_end: periodEnd,
            price: { id: lineItems[0]?.price, object: "price", unit_amount: unitAmount, currency: "brl" },
          },
        ],
      },
    } as unknown as Stripe.Subscription;
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
    return { session: session as unknown as Stripe.Checkout.Session, subscription };
  }

  setSubscription(id: string, changes: Partial<Stripe.Subscription>) {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    Object.assign(sub, changes);
    return sub;
  }

  /** An invoice of the subscription, paid or failed, as Stripe would list it. */
  addInvoice(subscriptionId: string, paid: boolean): Stripe.Invoice {
    const sub = this.subscriptions.get(subscriptionId);
    const amount = sub?.items.data[0]?.price.unit_amount ?? 0;
    const invoice = {
      id: newId("in"),
      object: "invoice",
      number: `CC-${String(this.invoices.length + 1).padStart(4, "0")}`,
      customer: sub?.customer,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: 1,
      created: nowSec(),
      hosted_invoice_url: `https://invoice.stripe.test/i/${newId("x")}`,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscriptionId, metadata: {} },
      },
    } as unknown as Stripe.Invoice;
    this.invoices.unshift(invoice);
    return invoice;
  }

  /** A Checkout Session paid through a payment link. */
  payPaymentLink(linkId: string, amount: number): Stripe.Checkout.Session {
    return {
      id: newId("cs_test"),
      object: "checkout.session",
      mode: "payment",
      payment_link: linkId,
      payment_status: "paid",
      amount_total: amount,
      customer: null,
      client_reference_id: null,
      metadata: {},
    } as unknown as Stripe.Checkout.Session;
  }
}

/** A webhook delivery as Stripe sends it: JSON event and its `Stripe-Signature` header. */
export function signedEvent(secret: string, type: string, object: unknown, id = newId("evt")) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: nowSec(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, header };
}
