import { and, eq, or, sql } from "drizzle-orm";
import { type Db, getDb } from "@/server/db/client";
import { messageEarlyStatuses, messageOutbox } from "@/server/db/schema";
import { isValidWhatsappSignature } from "./whatsapp";

type Delivery = "sent" | "delivered" | "read" | "failed";
const RANK: Record<Delivery, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** GET verification: Meta sends `hub.mode=subscribe`, our verify token and a challenge to echo. */
export function verifyWhatsappSubscription(
  params: URLSearchParams,
  verifyToken: string | null,
): WebhookAnswer {
  if (!verifyToken) return { status: 503, body: "Webhook do WhatsApp não configurado." };
  const ok = params.get("hub.mode") === "subscribe" && params.get("hub.verify_token") === verifyToken;
  if (!ok) return { status: 403, body: "Token de verificação inválido." };
  return { status: 200, body: params.get("hub.challenge") ?? "" };
}

interface StatusChange {
  id: string;
  status: Delivery;
  timestamp: Date;
  error: string | null;
}

/** The `statuses` of every change of every entry (`object: "whatsapp_business_account"`). */
function statusesOf(payload: unknown): StatusChange[] {
  const out: StatusChange[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return out;
  for (const entry of entries)
    for (const change of (entry as { changes?: unknown[] })?.changes ?? []) {
      const statuses = (change as { value?: { statuses?: unknown[] } })?.value?.statuses;
      for (const s of Array.isArray(statuses) ? statuses : []) {
        const { id, status, timestamp, errors } = s as Record<string, unknown>;
        if (typeof id !== "string" || typeof status !== "string" || !(status in RANK)) continue;
        const seconds = Number(timestamp);
        const first = Array.isArray(errors) ? (errors[0] as { title?: string; message?: string }) : null;
        out.push({
          id,
          status: status as Delivery,
          timestamp: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          error: first ? String(first.message ?? first.title ?? "falha").slice(0, 500) : null,
        });
      }
    }
  return out;
}

const RANK_SQL = (delivery: typeof messageOutbox.delivery | typeof messageEarlyStatuses.delivery) =>
  sql`case ${delivery} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

/** A status moves the message forward only (webhooks arrive in any order): read never becomes delivered. */
async function moveForward(db: Db, s: StatusChange): Promise<number> {
  const res = await db
    .update(messageOutbox)
    .set({
      delivery: s.status,
      deliveryAt: s.timestamp,
      ...(s.error ? { lastError: s.error } : {}),
    })
    .where(
      and(
        eq(messageOutbox.providerMessageId, s.id),
        or(
          sql`${messageOutbox.delivery} is null`,
          sql`${RANK_SQL(messageOutbox.delivery)} < ${RANK[s.status]}`,
        ),
      ),
    )
    .returning({ id: messageOutbox.id });
  return res.length;
}

const EARLY_KEPT_FOR = "7 days";

/**
 * Applies a status to its message; a status for an id no message has yet is kept (the furthest one) until
 * the dispatcher writes that id, which then applies it (`applyEarlyStatus`). Each side looks for the
 * other after its own write, so a webhook and a send finishing at the same moment still meet.
 */
async function applyStatus(db: Db, s: StatusChange): Promise<number> {
  const moved = await moveForward(db, s);
  if (moved > 0) return moved;
  const [known] = await db
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(eq(messageOutbox.providerMessageId, s.id))
    .limit(1);
  if (known) return 0;
  await db
    .delete(messageEarlyStatuses)
    .where(sql`${messageEarlyStatuses.receivedAt} < now() - ${EARLY_KEPT_FOR}::interval`);
  await db
    .insert(messageEarlyStatuses)
    .values({ providerMessageId: s.id, delivery: s.status, deliveryAt: s.timestamp, lastError: s.error })
    .onConflictDoUpdate({
      target: messageEarlyStatuses.providerMessageId,
      set: { delivery: s.status, deliveryAt: s.timestamp, lastError: s.error },
      setWhere: sql`${RANK_SQL(messageEarlyStatuses.delivery)} < ${RANK[s.status]}`,
    });
  return applyEarlyStatus(db, s.id);
}

/** The kept status of `providerMessageId`, applied to its message once the message has that id. */
export async function applyEarlyStatus(db: Db, providerMessageId: string | null): Promise<number> {
  if (!providerMessageId) return 0;
  const [early] = await db
    .select()
    .from(messageEarlyStatuses)
    .where(eq(messageEarlyStatuses.providerMessageId, providerMessageId));
  if (!early) return 0;
  const moved = await moveForward(db, {
    id: providerMessageId,
    status: early.delivery,
    timestamp: early.deliveryAt,
    error: early.lastError,
  });
  const [known] = await db
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(eq(messageOutbox.providerMessageId, providerMessageId))
    .limit(1);
  if (known)
    await db
      .delete(messageEarlyStatuses)
      .where(eq(messageEarlyStatuses.providerMessageId, providerMessageId));
  return moved;
}

/**
 * `POST /api/webhooks/whatsapp`: the signature (`X-Hub-Signature-256`, HMAC-SHA256 of the raw body
 * with the app secret) is checked first — 401 and nothing changed when it does not match; then each
 * status (sent, delivered, read, failed) updates its message. Unknown ids and other fields are
 * acknowledged (200) so that Meta does not retry them; a status for an id not yet written is kept for it.
 */
export async function receiveWhatsappWebhook(
  rawBody: string,
  signature: string | null,
  appSecret: string | null,
  database: () => Promise<Db> = getDb,
): Promise<WebhookAnswer> {
  if (!appSecret) return { status: 503, body: "Webhook do WhatsApp não configurado." };
  if (!isValidWhatsappSignature(appSecret, rawBody, signature))
    return { status: 401, body: "Assinatura do webhook inválida." };
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: "Conteúdo do webhook ilegível." };
  }
  const db = await database();
  let updated = 0;
  for (const s of statusesOf(payload)) updated += await applyStatus(db, s);
  return { status: 200, body: JSON.stringify({ received: true, updated }) };
}
