import { BodyTooLarge, readTextLimited, STRIPE_EVENT_MAX_BYTES, tooLargeResponse } from "./body-limit";

/** The service that checks the signature and applies the event (it takes the database itself). */
type Receive = (rawBody: string, signature: string | null) => Promise<{ status: number; body: unknown }>;

/** A Stripe webhook endpoint: the raw body is needed to verify the signature, so it is read as text. */
export function stripeWebhookRoute(receive: Receive) {
  return async (req: Request) => {
    let rawBody: string;
    try {
      rawBody = await readTextLimited(req, STRIPE_EVENT_MAX_BYTES);
    } catch (e) {
      if (e instanceof BodyTooLarge) return tooLargeResponse(e);
      throw e;
    }
    const { status, body } = await receive(rawBody, req.headers.get("stripe-signature"));
    return Response.json(body, { status });
  };
}
