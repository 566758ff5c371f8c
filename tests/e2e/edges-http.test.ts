import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIsoDate, isoDateIn } from "@/lib/format";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { UNAPPLIED, UNAPPLIED_REFUNDED } from "@/server/services/connect/unapplied";
import { ONE_TAP_FAILURES_PER_IP_PER_HOUR } from "@/server/services/notifications/one-tap";
import { signOneTap } from "@/server/services/notifications/one-tap-link";
import { INVALID_LINK } from "@/server/services/notifications/one-tap-messages";
import { MAX_FAILURES_PER_ACCOUNT } from "@/server/services/session/sign-in";
import { signedConnectEvent } from "../integration/billing/fake-connect";
import { FakeStripe } from "../integration/billing/fake-stripe";
import { PRICES, WEBHOOK_SECRET } from "../integration/billing/world";
import { passwordAttempt, signInOverHttp } from "./helpers/http-session";
import { databaseState, type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

/**
 * Issue #29's findings 3–7, each reproduced over HTTP against `npm start` on a PostgreSQL database of
 * its own, with the local fake Stripe (Connect) for the money. The server runs behind a trusted proxy
 * (`TRUST_PROXY=1`), so the client's address is the first hop of `X-Forwarded-For` (src/server/http/edge.ts,
 * src/server/auth/client-ip.ts): each request below says which address it comes from. Every refusal is
 * checked to leave every table as it found it (the rate limits' own counters aside).
 */
const CONNECT_SECRET = "whsec_test_cacamba_certa_connect_edges";
const LINK_SECRET = randomBytes(32).toString("hex");
const TOTAL = 32_000;

type Session = Awaited<ReturnType<typeof signInOverHttp>>;
interface TrpcBody {
  result?: { data: { json: unknown } };
  error?: { json?: { message?: string; data?: { fieldErrors?: Record<string, string[]> } } };
}
const errorOf = (body: unknown) => (body as TrpcBody).error?.json?.message ?? "";
const fieldErrorsOf = (body: unknown) => (body as TrpcBody).error?.json?.data?.fieldErrors;
const dataOf = <T>(body: unknown) => (body as TrpcBody).result?.data.json as T;
const from = (ip: string) => ({ "x-forwarded-for": ip });
/** A page's text as a person reads it: tags and React's markers gone, no-break spaces plain. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\u00a0|&nbsp;/g, " ")
    .replace(/\s+/g, " ");

describe("issue #29 over HTTP: lock-outs, forged links, double charges, money edges, one token rule", () => {
  let own: ServerOnOwnDatabase;
  let fake: FakeStripe;
  let url: string;

  beforeAll(async () => {
    fake = new FakeStripe();
    await fake.start();
    // The test mints one-tap links with the server's key, as the server's own messages carry them.
    process.env.LINK_SECRET = LINK_SECRET;
    own = await startServerOnOwnDatabase({
      env: {
        TRUST_PROXY: "1",
        LINK_SECRET,
        ...fake.env(WEBHOOK_SECRET),
        ...PRICES,
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
        PLATFORM_FEE_BPS: "150",
        PLATFORM_FEE_FIXED_CENTS: "50",
      },
    });
    url = own.server.url;
    fake.connect.webhook = { url: `${url}/api/webhooks/stripe-connect`, secret: CONNECT_SECRET };
  }, 300_000);
  afterAll(async () => {
    await own?.close();
    await fake?.stop();
  });

  /** A tRPC call with no session, from `ip`. */
  async function anonymous(path: string, input: unknown, ip: string, method: "GET" | "POST" = "GET") {
    const json = encodeURIComponent(JSON.stringify({ json: input }));
    const res = await fetch(`${url}/api/trpc/${path}${method === "GET" ? `?input=${json}` : ""}`, {
      method,
      headers: { ...from(ip), "content-type": "application/json" },
      body: method === "POST" ? JSON.stringify({ json: input }) : undefined,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  async function page(path: string, headers: Record<string, string>) {
    const res = await fetch(`${url}${path}`, { headers, redirect: "manual" });
    return { status: res.status, text: textOf(await res.text()) };
  }

  it("#29.3 nobody locks anybody out: 40 wrong passwords from one address leave the owner signing in from another; the attacker stays refused", async () => {
    const victim = `despacho@${DEMO_DOMAIN}`;
    const attacker = "198.51.100.66";
    const owner = "203.0.113.7";
    const before = await databaseState(own.sql);
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++)
      outcomes.push((await passwordAttempt(url, victim, `errada-${i}`, from(attacker))).outcome);
    expect(outcomes.slice(0, MAX_FAILURES_PER_ACCOUNT)).toEqual(
      Array(MAX_FAILURES_PER_ACCOUNT).fill("credentials"),
    );
    expect(outcomes.slice(MAX_FAILURES_PER_ACCOUNT)).toEqual(
      Array(40 - MAX_FAILURES_PER_ACCOUNT).fill("rate_limited"),
    );
    // The attacking address is refused even the right password: the brute-force limit holds there.
    expect((await passwordAttempt(url, victim, DEMO_PASSWORD, from(attacker))).outcome).toBe("rate_limited");
    expect(await databaseState(own.sql)).toEqual(before);

    const signedIn = await passwordAttempt(url, victim, DEMO_PASSWORD, from(owner));
    expect(signedIn.outcome).toBe("signed-in");
    const session = await fetch(`${url}/api/auth/session`, {
      headers: { ...from(owner), cookie: signedIn.cookies.header() },
    });
    expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(victim);
  });

  /** A genuine one-tap link for a caçamba of the demo client on the street, signed as the server signs it. */
  async function genuineLink() {
    const [link] = await own.sql<
      { placementId: string; haulerOrgId: string; generatorOrgId: string; userId: string }[]
    >`
      select p.id as "placementId", p.org_id as "haulerOrgId", p.generator_org_id as "generatorOrgId",
             u.id as "userId"
      from placements p
      join memberships m on m.org_id = p.generator_org_id and m.active
      join users u on u.id = m.user_id
      where u.email = ${`cliente@${DEMO_DOMAIN}`} and p.status = 'placed'
      order by p.id limit 1`;
    if (!link) throw new Error("no demo caçamba on the street for the demo client");
    return { token: signOneTap(link, new Date()), placementId: link.placementId };
  }

  it("#29.4 forged one-tap tokens sharing a genuine link's first 40 characters never make it answer 429; failures count per address", async () => {
    const { token, placementId } = await genuineLink();
    // Same first 40 characters as the real link (no MAC in them), another ending each time.
    const forgery = () =>
      `${token.slice(0, 40)}${randomBytes(64).toString("base64url")}`.slice(0, token.length);
    const before = await databaseState(own.sql);
    // 70 forgeries from 70 addresses (a botnet): each is "no such link", none spends the link's quota.
    for (let i = 0; i < 70; i++) {
      const forged = await anonymous(
        "notifications.oneTap.view",
        { token: forgery() },
        `203.0.113.${i + 10}`,
      );
      expect(forged.status, `forgery ${i}`).toBe(404);
      expect(errorOf(forged.body)).toBe(INVALID_LINK);
    }
    const rightful = "192.0.2.10";
    const view = await anonymous("notifications.oneTap.view", { token }, rightful);
    expect(view.status).toBe(200);
    expect(dataOf<{ placementId: string }>(view.body).placementId).toBe(placementId);
    const opened = await page(`/responder/${token}`, from(rightful));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Prazo de retirada");
    expect(opened.text).not.toContain("Muitas tentativas");

    // One address sending forgeries is stopped after its own failures, on the procedure and the page.
    const attacker = "198.51.100.9";
    for (let i = 0; i < ONE_TAP_FAILURES_PER_IP_PER_HOUR; i++)
      expect((await anonymous("notifications.oneTap.view", { token: forgery() }, attacker)).status).toBe(404);
    const stopped = await anonymous("notifications.oneTap.view", { token: forgery() }, attacker);
    expect(stopped.status).toBe(429);
    expect(errorOf(stopped.body)).toMatch(/^Muitas solicitações seguidas\. Aguarde \d+ minutos/);
    expect((await page(`/responder/${forgery()}`, from(attacker))).text).toContain("Muitas tentativas");
    // …while the link still opens for its person.
    expect((await anonymous("notifications.oneTap.view", { token }, rightful)).status).toBe(200);
    expect(await databaseState(own.sql)).toEqual(before);
  });

  it("#29.7 a one-tap token with a space around it is not the link, by one rule on the page and the procedures", async () => {
    const { token } = await genuineLink();
    const ip = "192.0.2.77";
    const before = await databaseState(own.sql);
    for (const spaced of [`${token} `, ` ${token}`]) {
      const view = await anonymous("notifications.oneTap.view", { token: spaced }, ip);
      expect(view.status).toBe(404);
      expect(errorOf(view.body)).toBe(INVALID_LINK);
      const answer = await anonymous(
        "notifications.oneTap.answer",
        { token: spaced, action: "full" },
        ip,
        "POST",
      );
      expect(answer.status).toBe(404);
      expect(errorOf(answer.body)).toBe(INVALID_LINK);
      const shown = await page(`/responder/${encodeURIComponent(spaced)}`, from(ip));
      expect(shown.status).toBe(404);
      expect(shown.text).toContain("Link inválido ou expirado");
      expect(shown.text).not.toContain("Prazo de retirada");
      const photo = await fetch(`${url}/api/responder/${encodeURIComponent(spaced)}/foto`, {
        headers: from(ip),
      });
      expect(photo.status).toBe(404);
      expect(((await photo.json()) as { message?: string }).message).toBe(INVALID_LINK);
    }
    expect(await databaseState(own.sql)).toEqual(before);
    // The link as signed opens both ways.
    expect((await anonymous("notifications.oneTap.view", { token }, ip)).status).toBe(200);
    expect((await page(`/responder/${token}`, from(ip))).status).toBe(200);
  });

  // ——— money: the demo hauler's admin connects its Stripe account once; each test issues its own invoice ———

  let sessions: { admin: Session; client: Session; accountId: string } | undefined;
  /** The admin and the client signed in, and the hauler's Stripe account connected through the hosted onboarding. */
  async function connected() {
    if (sessions) return sessions;
    const admin = await signInOverHttp(url, `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD, from("192.0.2.1"));
    const client = await signInOverHttp(url, `cliente@${DEMO_DOMAIN}`, DEMO_PASSWORD, from("192.0.2.2"));
    const onboarding = await admin.mutate("billing.connect.startOnboarding", undefined);
    expect(onboarding.status).toBe(200);
    // The person finishes Stripe's form; Stripe tells the app through the signed Connect webhook.
    const done = await fetch(dataOf<{ url: string }>(onboarding.body).url, {
      method: "POST",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    expect(fake.connect.delivered).toEqual([{ type: "account.updated", status: 200 }]);
    const status = await admin.query("billing.connect.status");
    const accountId = dataOf<{ accountId: string; chargesEnabled: boolean }>(status.body);
    expect(accountId.chargesEnabled).toBe(true);
    sessions = { admin, client, accountId: accountId.accountId };
    return sessions;
  }

  /** An invoice the demo hauler issued to the demo client just now (its making is getting-paid.test.ts's story). */
  async function issuedInvoice(totalCents: number) {
    const [row] = await own.sql<{ id: string }[]>`
      with hauler as (
        select m.org_id as id, u.id as admin from memberships m join users u on u.id = m.user_id
        where u.email = ${`admin@${DEMO_DOMAIN}`}),
      client as (
        select m.org_id as id from memberships m join users u on u.id = m.user_id
        where u.email = ${`cliente@${DEMO_DOMAIN}`})
      insert into invoices (org_id, number, client_org_id, kind, status, subtotal_cents, discount_cents,
                            total_cents, due_date, issued_at, created_by)
      select hauler.id, coalesce((select max(number) from invoices where org_id = hauler.id), 0) + 1, client.id,
             'order', 'issued', ${TOTAL}, ${TOTAL - totalCents}, ${totalCents}, current_date + 10, now(), hauler.admin
      from hauler, client
      returning id`;
    if (!row) throw new Error("no invoice");
    return row.id;
  }

  /** One signed Connect event posted three times to the app, as Stripe retries it: the statuses. */
  async function deliverThrice(type: string, object: unknown, account: string) {
    const event = signedConnectEvent(CONNECT_SECRET, type, object, account);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/api/webhooks/stripe-connect`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": event.header },
        body: event.payload,
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  }

  const auditCount = async (invoiceId: string, action: string) =>
    (
      await own.sql<{ n: number }[]>`
        select count(*)::int as n from audit_events where entity_id = ${invoiceId} and action = ${action}`
    )[0]?.n;
  const sessionIdOf = (checkout: { body: unknown }) =>
    dataOf<{ url: string }>(checkout.body).url.split("/").pop() ?? "";
  const sessionsOf = (invoiceId: string) =>
    [...fake.connect.sessions.values()].filter((s) => s.obj.client_reference_id === invoiceId);
  const refundCalls = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
  const today = () => formatIsoDate(isoDateIn(new Date()));

  it("#29.5 a client charged twice: a second Pagar expires the first checkout; thrice-delivered webhooks audit once; money beyond the balance is shown and refunded once", async () => {
    const { admin, client, accountId } = await connected();
    const invoiceId = await issuedInvoice(TOTAL);
    const first = await client.mutate("invoicing.payOnline", { id: invoiceId });
    const second = await client.mutate("invoicing.payOnline", { id: invoiceId });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect(fake.connect.expired).toContain(sessionIdOf(first));
    expect(sessionsOf(invoiceId).filter((s) => s.obj.status === "open")).toHaveLength(1);
    // The first checkout's page no longer takes money.
    expect((await fetch(dataOf<{ url: string }>(first.body).url)).status).toBe(410);

    // The office takes the money in cash while the client's checkout is open; then the client pays it by card.
    const cash = await admin.mutate("invoicing.recordPayment", {
      invoiceId,
      method: "cash",
      amountCents: TOTAL,
      date: today(),
    });
    expect(cash.status).toBe(200);
    const { session, paymentIntent } = fake.connect.payCheckout(sessionIdOf(second), "card");
    expect(await deliverThrice("checkout.session.completed", session, accountId)).toEqual([200, 200, 200]);
    expect(await deliverThrice("payment_intent.succeeded", paymentIntent, accountId)).toEqual([
      200, 200, 200,
    ]);
    expect(await auditCount(invoiceId, UNAPPLIED)).toBe(1);

    const held = { stripePaymentId: paymentIntent.id, amountCents: TOTAL, refundedAt: null };
    const office = await admin.query("invoicing.get", { id: invoiceId });
    expect(dataOf(office.body)).toMatchObject({
      status: "paid",
      paidCents: TOTAL,
      unappliedPayments: [held],
    });
    const theirs = await client.query("invoicing.get", { id: invoiceId });
    expect(dataOf(theirs.body)).toMatchObject({ unappliedPayments: [held] });
    const on = today();
    expect((await page(`/faturas/${invoiceId}`, { cookie: admin.cookie() })).text).toContain(
      `O cliente pagou R$ 320,00 a mais em ${on} (além do saldo da fatura). Devolva o valor a ele. Devolver ao cliente`,
    );
    expect((await page(`/faturas/${invoiceId}`, { cookie: client.cookie() })).text).toContain(
      `Você pagou R$ 320,00 a mais nesta fatura em ${on}. A empresa foi avisada para devolver o valor pelo Stripe.`,
    );

    const refunded = await admin.mutate("invoicing.refundUnapplied", {
      invoiceId,
      stripePaymentId: String(paymentIntent.id),
    });
    expect(refunded.status).toBe(200);
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]).toMatchObject({
      stripeAccount: accountId,
      body: { payment_intent: paymentIntent.id, reason: "duplicate" },
    });
    const before = await databaseState(own.sql);
    const again = await admin.mutate("invoicing.refundUnapplied", {
      invoiceId,
      stripePaymentId: String(paymentIntent.id),
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toBe("Este pagamento já foi devolvido ao cliente.");
    expect(refundCalls()).toHaveLength(1);
    expect(await auditCount(invoiceId, UNAPPLIED_REFUNDED)).toBe(1);
    expect(await databaseState(own.sql)).toEqual(before);
  });

  it("#29.6 money edges: nothing due never goes to checkout; a payment dated 31/12/2199 or 01/01/1900 is refused on its field", async () => {
    const { admin, client } = await connected();
    const free = await issuedInvoice(0);
    const checkouts = () => fake.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const opened = checkouts();
    let before = await databaseState(own.sql);
    const refused = await client.mutate("invoicing.payOnline", { id: free });
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toBe(
      "Esta fatura não tem valor a pagar (saldo R$ 0,00): não há pagamento online a fazer.",
    );
    expect(checkouts()).toBe(opened);
    expect(await databaseState(own.sql)).toEqual(before);

    const invoiceId = await issuedInvoice(TOTAL);
    before = await databaseState(own.sql);
    for (const [date, message] of [
      ["31/12/2199", `A data do pagamento não pode ser no futuro (hoje é ${today()}).`],
      ["01/01/1900", `A data do pagamento não pode ser anterior à emissão da fatura (${today()}).`],
    ] as const) {
      const res = await admin.mutate("invoicing.recordPayment", {
        invoiceId,
        method: "pix",
        amountCents: 1000,
        date,
      });
      expect(res.status, date).toBe(400);
      expect(errorOf(res.body)).toBe(message);
      expect(fieldErrorsOf(res.body)).toEqual({ date: [message] });
    }
    expect(await databaseState(own.sql)).toEqual(before);
  });
});
