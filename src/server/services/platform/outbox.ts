import { desc, eq } from "drizzle-orm";
import { CHANNEL_LABELS, NOT_CONFIGURED_HERE, type NotificationChannel } from "@/domain/notifications/events";
import { formatMobile } from "@/domain/notifications/phone";
import type { Db } from "@/server/db/client";
import { emailOutbox, messageOutbox, orgs } from "@/server/db/schema";
import type { ChannelAvailability } from "@/server/messages/availability";
import { NOT_CONFIGURED } from "@/server/messages/dispatch";

type Status = "pending" | "sent" | "failed";
type Delivery = "sent" | "delivered" | "read" | "failed";

/** One message of any channel, as the platform's outbox shows it (every word pt-BR). */
export interface OutboxItem {
  id: string;
  channel: NotificationChannel;
  channelLabel: string;
  /** The e-mail address, or the phone as "+55 (32) 98765-4321". */
  to: string;
  /** The company it was sent for, when one. */
  orgName: string | null;
  subject: string | null;
  /** The body, only while its channel cannot send (then this page is the only way to read it). */
  text: string | null;
  status: Status;
  statusLabel: string;
  /** The provider's last complaint, when it failed; never a setting's name. */
  lastError: string | null;
  createdAt: Date;
}

/** Which channels can send on this installation. */
export type Sendable = Record<NotificationChannel, boolean>;

const STATUS: Record<Status, string> = { pending: "na fila", sent: "enviado", failed: "falhou" };
const DELIVERY: Record<Delivery, string> = {
  sent: "enviado",
  delivered: "entregue",
  read: "lido",
  failed: "não entregue",
};
const HIDDEN_ERRORS = new Set<string>(Object.values(NOT_CONFIGURED));

function statusLabel(
  channel: NotificationChannel,
  status: Status,
  sendable: boolean,
  delivery: Delivery | null,
) {
  if (status === "pending" && !sendable) return `aguardando — ${NOT_CONFIGURED_HERE[channel]}`;
  if (status === "sent" && delivery) return DELIVERY[delivery];
  return STATUS[status];
}

/**
 * The platform's outbox: the newest e-mails, WhatsApp messages and SMS together, newest first, each with
 * its company, its status in pt-BR and, while its channel cannot send here, its text (sign-in and one-tap
 * links included: it is what a tester follows). For the platform's own account only (the router's procedure).
 */
export async function listOutbox(
  db: Db,
  opts: { limit: number; available: ChannelAvailability; emailSendable: boolean },
): Promise<OutboxItem[]> {
  const sendable: Sendable = { email: opts.emailSendable, ...opts.available };
  const [emails, messages] = await Promise.all([
    db
      .select({ row: emailOutbox, orgName: orgs.legalName })
      .from(emailOutbox)
      .leftJoin(orgs, eq(orgs.id, emailOutbox.orgId))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(opts.limit),
    db
      .select({ row: messageOutbox, orgName: orgs.legalName })
      .from(messageOutbox)
      .leftJoin(orgs, eq(orgs.id, messageOutbox.orgId))
      .orderBy(desc(messageOutbox.createdAt))
      .limit(opts.limit),
  ]);
  const items: OutboxItem[] = [
    ...emails.map(({ row, orgName }) => ({
      id: row.id,
      channel: "email" as const,
      to: row.to,
      orgName,
      subject: row.subject,
      text: row.text,
      status: row.status,
      delivery: null,
      lastError: row.lastError,
      createdAt: row.createdAt,
    })),
    ...messages.map(({ row, orgName }) => ({
      id: row.id,
      channel: row.channel,
      to: formatMobile(row.to),
      orgName,
      subject: null,
      text: row.text,
      status: row.status,
      delivery: row.delivery,
      lastError: row.lastError,
      createdAt: row.createdAt,
    })),
  ].map(({ delivery, ...item }) => {
    const canSend = sendable[item.channel];
    return {
      ...item,
      channelLabel: CHANNEL_LABELS[item.channel],
      text: canSend ? null : item.text,
      statusLabel: statusLabel(item.channel, item.status, canSend, delivery),
      lastError: item.lastError && !HIDDEN_ERRORS.has(item.lastError) ? item.lastError : null,
    };
  });
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, opts.limit);
}
