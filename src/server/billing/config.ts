import { DomainError } from "@/server/errors";

type Env = Record<string, string | undefined>;

export const PLAN_IDS = ["ate-20", "ate-100", "ilimitado"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof INTERVALS)[number];

/** Days a `past_due` hauler keeps full access before it turns read-only. */
export const DEFAULT_GRACE_DAYS = 7;
/** During the free trial a hauler may register as many caçambas as the "Até 100 caçambas" plan allows. */
export const TRIAL_PLAN_ID: PlanId = "ate-100";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  host: string | null;
  port: number | null;
  protocol: "http" | "https" | null;
}

/** `STRIPE_PRICE_ATE_20_MONTH`, `STRIPE_PRICE_ILIMITADO_YEAR`, … */
export const priceEnvName = (plan: PlanId, interval: BillingInterval) =>
  `STRIPE_PRICE_${plan.replace(/-/g, "_").toUpperCase()}_${interval.toUpperCase()}`;

/** Read on every call, so a deployment (or a test) can change the environment without a restart of this module. */
export function stripeSettings(env: Env = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  const protocol = env.STRIPE_API_PROTOCOL;
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    host: env.STRIPE_API_HOST || null,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : null,
    protocol: protocol === "http" || protocol === "https" ? protocol : null,
  };
}

export function requireStripeSettings(): StripeSettings {
  const settings = stripeSettings();
  if (!settings)
    throw new DomainError(
      "PRECONDITION_FAILED",
      "Os pagamentos ainda não estão configurados nesta instalação. Fale com o suporte da plataforma.",
    );
  return settings;
}

export function graceDays(env: Env = process.env): number {
  const raw = Number(env.BILLING_GRACE_DAYS);
  return Number.isFinite(raw) &&
    raw >= 0 &&
    env.BILLING_GRACE_DAYS !== "" &&
    env.BILLING_GRACE_DAYS !== undefined
    ? raw
    : DEFAULT_GRACE_DAYS;
}

export function priceIdFor(plan: PlanId, interval: BillingInterval, env: Env = process.env): string {
  const id = env[priceEnvName(plan, interval)];
  if (!id)
    throw new DomainError(
      "PRECONDITION_FAILED",
      `O preço deste plano ainda não está configurado (${priceEnvName(plan, interval)}). Fale com o suporte da plataforma.`,
    );
  return id;
}

/** The plan and interval a Stripe price id stands for, from the same environment. */
export function planForPrice(
  priceId: string,
  env: Env = process.env,
): { planId: PlanId; interval: BillingInterval } | null {
  for (const planId of PLAN_IDS)
    for (const interval of INTERVALS)
      if (env[priceEnvName(planId, interval)] === priceId) return { planId, interval };
  return null;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}
