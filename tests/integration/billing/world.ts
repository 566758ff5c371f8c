import { eq } from "drizzle-orm";
import { POST } from "@/app/api/webhooks/stripe/route";
import type { Db, DbHandle } from "@/server/db/client";
import {
  auditEvents,
  billingSubscriptions,
  haulerProfiles,
  orgs,
  stripeWebhookEvents,
} from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { FakeStripe, signedEvent } from "./fake-stripe";

export const WEBHOOK_SECRET = "whsec_test_cacamba_certa";
export const PRICES = {
  STRIPE_PRICE_ATE_20_MONTH: "price_ate20_month",
  STRIPE_PRICE_ATE_20_YEAR: "price_ate20_year",
  STRIPE_PRICE_ATE_100_MONTH: "price_ate100_month",
  STRIPE_PRICE_ATE_100_YEAR: "price_ate100_year",
  STRIPE_PRICE_ILIMITADO_MONTH: "price_ilimitado_month",
  STRIPE_PRICE_ILIMITADO_YEAR: "price_ilimitado_year",
};

/** Starts the fake Stripe API, points the app's environment at it and the route's `getDb` at `h`. */
export async function startBilling(h: DbHandle) {
  const fake = new FakeStripe();
  await fake.start();
  Object.assign(process.env, fake.env(WEBHOOK_SECRET), PRICES, { APP_URL: "https://app.cacambacerta.test" });
  (globalThis as unknown as { __cacambaDb?: Promise<DbHandle> }).__cacambaDb = Promise.resolve(h);
  return fake;
}

/** A hauler (trial ended yesterday unless told otherwise) with an admin and a dispatcher. */
export async function makeBillingHauler(db: Db, trialEndsAt = new Date(Date.now() - 86_400_000)) {
  const org = await makeOrg(db, { kind: "hauler" });
  await db.update(orgs).set({ trialEndsAt }).where(eq(orgs.id, org.id));
  await db.insert(haulerProfiles).values({
    orgId: org.id,
    address: "Rua Halfeld, 500 — Centro",
    cep: "36010000",
    phone: "3232151234",
    complaintsPhone: "08001234567",
    municipalityIds: ["juiz-de-fora-mg"],
  });
  const admin = await makeMember(db, org.id, "admin", undefined, { isManager: true });
  const dispatcher = await makeMember(db, org.id, "dispatcher");
  const scope: OrgScope = {
    db,
    userId: admin.id,
    orgId: org.id,
    orgKind: "hauler",
    role: "admin",
    isManager: true,
  };
  return {
    org,
    scope,
    admin: callerFor(db, admin, org.id),
    dispatcher: callerFor(db, dispatcher, org.id),
  };
}

/** Posts a raw webhook delivery to the real route handler. */
export async function post(payload: string, signature: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  const res = await POST(
    new Request("http://localhost/api/webhooks/stripe", { method: "POST", body: payload, headers }),
  );
  return { status: res.status, body: (await res.json()) as { received: boolean; result?: string } };
}

/** Delivers one signed event three times (as Stripe retries would): one effect, then duplicates. */
export async function deliverThrice(type: string, object: unknown) {
  const event = signedEvent(WEBHOOK_SECRET, type, object);
  const results: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await post(event.payload, event.header);
    if (res.status !== 200)
      throw new Error(`webhook ${type} answered ${res.status}: ${JSON.stringify(res.body)}`);
    results.push(res.body.result ?? "");
  }
  return { id: event.id, results };
}

export async function subscriptionOf(db: Db, orgId: string) {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orgId, orgId));
  return row;
}

export async function auditActions(db: Db, orgId: string) {
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.orgId, orgId));
  return rows.map((r) => r.action).filter((a) => a.startsWith("billing.") || a.startsWith("payment_link."));
}

export async function storedEvents(db: Db) {
  return db.select().from(stripeWebhookEvents);
}
