import { and, eq, like } from "drizzle-orm";
import { POST } from "@/app/api/webhooks/stripe-connect/route";
import type { Db, DbHandle } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { servedOrder } from "../invoicing/world";
import { signedConnectEvent } from "./fake-connect";
import { startBilling } from "./world";

export const CONNECT_SECRET = "whsec_test_cacamba_certa_connect";

/** The fake Stripe with Connect, the app's environment pointed at it, a 1,5% + R$ 0,50 platform fee. */
export async function startConnect(h: DbHandle) {
  const fake = await startBilling(h);
  Object.assign(process.env, {
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    PLATFORM_FEE_BPS: "150",
    PLATFORM_FEE_FIXED_CENTS: "50",
    STRIPE_CONNECT_BOLETO_DAYS: "5",
    STRIPE_CONNECT_PIX_SECONDS: "3600",
  });
  return fake;
}

/** Posts a raw delivery to the real Connect route handler. */
export async function postConnect(payload: string, signature: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  const res = await POST(
    new Request("http://localhost/api/webhooks/stripe-connect", { method: "POST", body: payload, headers }),
  );
  return { status: res.status, body: (await res.json()) as { received: boolean; result?: string } };
}

/** One signed Connect event delivered three times, as Stripe's retries would: the results of each. */
export async function deliverConnectThrice(type: string, object: unknown, account: string) {
  const event = signedConnectEvent(CONNECT_SECRET, type, object, account);
  const results: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await postConnect(event.payload, event.header);
    if (res.status !== 200)
      throw new Error(`webhook ${type} answered ${res.status}: ${JSON.stringify(res.body)}`);
    results.push(res.body.result ?? "");
  }
  return results;
}

/**
 * A hauler with prices and an issued invoice of R$ 518,62 … for a served order (3 extra days, 1,25 t over),
 * (or less by `choices`' discount), and the admin's connected account created through onboarding and enabled on the fake.
 */
export async function issuedInvoiceWithConnect(
  db: Db,
  fake: Awaited<ReturnType<typeof startConnect>>,
  choices: { discountBasisPoints?: number } = {},
) {
  const { w, order } = await servedOrder(db, {
    placedAt: new Date("2026-12-01T10:00:00-03:00"),
    removedAt: new Date("2026-12-11T16:00:00-03:00"),
    weightT: 7.25,
  });
  const draft = await w.as.admin.invoicing.createForOrder({
    orderId: order.id,
    dueDate: "31/12/2031",
    ...choices,
  });
  await w.as.admin.invoicing.issue({ id: draft.id });
  await w.as.admin.billing.connect.startOnboarding();
  const { accountId } = await w.as.admin.billing.connect.status();
  if (!accountId) throw new Error("no connected account");
  const account = fake.connect.enableAccount(accountId);
  await deliverConnectThrice("account.updated", account, accountId);
  return { w, order, invoiceId: draft.id, accountId };
}

export async function invoiceAudit(db: Db, orgId: string) {
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.orgId, orgId), like(auditEvents.action, "invoice.%")));
  return rows.map((r) => r.action);
}
