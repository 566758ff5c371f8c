import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  channelsFor,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from "@/domain/notifications/events";
import { DEFAULT_QUIET_HOURS, type QuietHours } from "@/domain/notifications/quiet-hours";
import type { Db, DbOrTx } from "@/server/db/client";
import { channelConsents, notificationPreferences, notificationProfiles, users } from "@/server/db/schema";
import { type ChannelAvailability, channelAvailability } from "@/server/messages/availability";

export interface NotificationSettings {
  mobilePhone: string | null;
  quiet: QuietHours;
  /** Current opt-in per phone channel: when and how, or null (never, or opted out). */
  consents: Record<"whatsapp" | "sms", { optedInAt: Date; via: string; phone: string } | null>;
  preferences: Record<NotificationEvent, NotificationChannel[]>;
  /** Whether this installation can send each phone channel at all (an opt-in alone delivers nothing). */
  available: ChannelAvailability;
}

export interface SaveNotificationSettings {
  mobilePhone: string | null;
  quiet: QuietHours;
  whatsappOptIn: boolean;
  smsOptIn: boolean;
  preferences: Partial<Record<NotificationEvent, NotificationChannel[]>>;
}

/** The caller's own notification settings (defaults where nothing was chosen). */
export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const [profile] = await db
    .select()
    .from(notificationProfiles)
    .where(eq(notificationProfiles.userId, userId));
  const consents = await db
    .select()
    .from(channelConsents)
    .where(and(eq(channelConsents.userId, userId), isNull(channelConsents.optedOutAt)));
  const prefs = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const consentOf = (channel: "whatsapp" | "sms") => {
    const c = consents.find((x) => x.channel === channel);
    return c ? { optedInAt: c.optedInAt, via: c.optedInVia, phone: c.phone } : null;
  };
  const optedIn = new Set(consents.map((c) => c.channel));
  return {
    mobilePhone: profile?.mobilePhone ?? null,
    quiet: profile ? { from: profile.quietFrom, until: profile.quietUntil } : DEFAULT_QUIET_HOURS,
    consents: { whatsapp: consentOf("whatsapp"), sms: consentOf("sms") },
    available: channelAvailability(),
    preferences: Object.fromEntries(
      NOTIFICATION_EVENTS.map((e) => {
        const chosen = prefs.find((p) => p.event === e)?.channels;
        return [
          e,
          chosen ? chosen.filter((c) => c === "email" || optedIn.has(c)) : channelsFor(undefined, optedIn),
        ];
      }),
    ) as Record<NotificationEvent, NotificationChannel[]>,
  };
}

const VIA = "caixa marcada pela própria pessoa em Minha conta";

/**
 * Saves the caller's settings in one transaction. An opt-in is recorded with its time and how it
 * was given; unticking opts out (kept, with the time, so the record shows both); a new number asks
 * for the opt-in again. A phone channel needs a mobile number.
 */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  input: SaveNotificationSettings,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationProfiles)
      .values({
        userId,
        mobilePhone: input.mobilePhone,
        quietFrom: input.quiet.from,
        quietUntil: input.quiet.until,
      })
      .onConflictDoUpdate({
        target: notificationProfiles.userId,
        set: {
          mobilePhone: input.mobilePhone,
          quietFrom: input.quiet.from,
          quietUntil: input.quiet.until,
          updatedAt: now,
        },
      });
    for (const [channel, wanted] of [
      ["whatsapp", input.whatsappOptIn],
      ["sms", input.smsOptIn],
    ] as const) {
      const [current] = await tx
        .select()
        .from(channelConsents)
        .where(and(eq(channelConsents.userId, userId), eq(channelConsents.channel, channel)));
      const active = current && !current.optedOutAt && current.phone === input.mobilePhone;
      if (wanted && input.mobilePhone && !active)
        await tx
          .insert(channelConsents)
          .values({ userId, channel, phone: input.mobilePhone, optedInAt: now, optedInVia: VIA })
          .onConflictDoUpdate({
            target: [channelConsents.userId, channelConsents.channel],
            set: { phone: input.mobilePhone, optedInAt: now, optedInVia: VIA, optedOutAt: null },
          });
      if ((!wanted || !input.mobilePhone) && current && !current.optedOutAt)
        await tx
          .update(channelConsents)
          .set({ optedOutAt: now })
          .where(and(eq(channelConsents.userId, userId), eq(channelConsents.channel, channel)));
    }
    for (const [event, channels] of Object.entries(input.preferences))
      await tx
        .insert(notificationPreferences)
        .values({ userId, event, channels: [...new Set(channels)] })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.event],
          set: { channels: [...new Set(channels)], updatedAt: now },
        });
  });
  return getNotificationSettings(db, userId);
}

/** Where one person gets one event: e-mail address, and the phone for each opted-in channel they chose. */
export interface Delivery {
  userId: string;
  email: string;
  channels: { channel: NotificationChannel; to: string }[];
  quiet: QuietHours;
}

/** The deliveries of an event for these people, from their preferences and current opt-ins. */
export async function deliveriesFor(
  tx: DbOrTx,
  userIds: string[],
  event: NotificationEvent,
): Promise<Delivery[]> {
  if (userIds.length === 0) return [];
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  const profiles = await tx
    .select()
    .from(notificationProfiles)
    .where(inArray(notificationProfiles.userId, userIds));
  const consents = await tx
    .select()
    .from(channelConsents)
    .where(and(inArray(channelConsents.userId, userIds), isNull(channelConsents.optedOutAt)));
  const prefs = await tx
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.event, event)));
  return people.map((p) => {
    const mine = consents.filter((c) => c.userId === p.id);
    const profile = profiles.find((x) => x.userId === p.id);
    const chosen = channelsFor(
      prefs.find((x) => x.userId === p.id)?.channels,
      new Set(mine.map((c) => c.channel)),
    );
    return {
      userId: p.id,
      email: p.email,
      quiet: profile ? { from: profile.quietFrom, until: profile.quietUntil } : DEFAULT_QUIET_HOURS,
      channels: chosen.map((channel) => ({
        channel,
        to: channel === "email" ? p.email : (mine.find((c) => c.channel === channel)?.phone ?? ""),
      })),
    };
  });
}
