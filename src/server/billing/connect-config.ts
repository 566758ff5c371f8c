/**
 * Stripe Connect settings (invoice payments into each hauler's own Stripe account), read on every
 * call like `./config.ts`. Connect works only with `STRIPE_SECRET_KEY` set; without it the hauler
 * still issues invoices and records payments received outside the platform.
 */
type Env = Record<string, string | undefined>;

export interface ConnectSettings {
  /** Signing secret of the Connect webhook endpoint ("events on connected accounts"). */
  webhookSecret: string | null;
  /** The platform's application fee: basis points of each payment (150 = 1,5%) plus fixed centavos. */
  feeBasisPoints: number;
  feeFixedCents: number;
  /** Calendar days a boleto may be paid (Stripe: 1–60). */
  boletoExpiresAfterDays: number;
  /** Seconds a Pix QR code may be paid (Stripe: 10 s – 14 days). */
  pixExpiresAfterSeconds: number;
}

function intIn(raw: string | undefined, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
}

export function connectSettings(env: Env = process.env): ConnectSettings {
  return {
    webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || null,
    feeBasisPoints: intIn(env.PLATFORM_FEE_BPS, 0, 10_000, 0),
    feeFixedCents: intIn(env.PLATFORM_FEE_FIXED_CENTS, 0, 100_000, 0),
    boletoExpiresAfterDays: intIn(env.STRIPE_CONNECT_BOLETO_DAYS, 1, 60, 3),
    pixExpiresAfterSeconds: intIn(env.STRIPE_CONNECT_PIX_SECONDS, 10, 1_209_600, 86_400),
  };
}
