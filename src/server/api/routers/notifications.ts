import { z } from "zod";
import { CHANNELS, NOTIFICATION_EVENTS } from "@/domain/notifications/events";
import { mobileE164 } from "@/domain/notifications/phone";
import { minutesOf } from "@/domain/notifications/quiet-hours";
import { textSchema } from "@/lib/validators";
import { DomainError } from "@/server/errors";
import { oneTapAnswer, oneTapView } from "@/server/services/notifications/one-tap";
import { getNotificationSettings, saveNotificationSettings } from "@/server/services/notifications/settings";
import { createTRPCRouter, publicProcedure, userProcedure } from "../trpc";

const time = textSchema(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido: use HH:MM.");
const channels = z.array(z.enum(CHANNELS)).max(CHANNELS.length);

const saveInput = z.object({
  mobilePhone: textSchema(25),
  quietFrom: time,
  quietUntil: time,
  whatsappOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  preferences: z
    .object(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channels.optional()])))
    .strict(),
});

/** The token of a one-tap link as it arrives in the URL (checked by its signature, not its shape). */
/** The token exactly as signed (not trimmed): the page and the procedures read a link by one rule. */
const oneTapInput = z.object({ token: textSchema(200, { trim: false }).min(1, "Link inválido.") });

/** A person's own notification settings (Minha conta): channels per event, opt-ins, quiet hours. */
export const notificationsRouter = createTRPCRouter({
  mySettings: userProcedure.query(({ ctx }) => getNotificationSettings(ctx.db, ctx.user.id)),
  saveMySettings: userProcedure.input(saveInput).mutation(({ ctx, input }) => {
    const typed = input.mobilePhone.trim();
    const mobilePhone = typed ? mobileE164(typed) : null;
    if (typed && !mobilePhone)
      throw new DomainError("BAD_REQUEST", "Celular inválido.", {
        fieldErrors: { mobilePhone: ["Informe um celular com DDD, por exemplo (32) 98765-4321."] },
      });
    if ((input.whatsappOptIn || input.smsOptIn) && !mobilePhone)
      throw new DomainError("BAD_REQUEST", "Informe o celular para receber por WhatsApp ou SMS.", {
        fieldErrors: { mobilePhone: ["Informe o celular para receber por WhatsApp ou SMS."] },
      });
    return saveNotificationSettings(
      ctx.db,
      ctx.user.id,
      {
        mobilePhone,
        quiet: { from: minutesOf(input.quietFrom), until: minutesOf(input.quietUntil) },
        whatsappOptIn: input.whatsappOptIn,
        smsOptIn: input.smsOptIn,
        preferences: input.preferences,
      },
      new Date(),
    );
  }),
  /**
   * The one-tap page of a client's message (no sign-in: the signed link is the authority, for one
   * placement and one person, 72 h); rate-limited per address and per link.
   */
  oneTap: createTRPCRouter({
    view: publicProcedure
      .input(oneTapInput)
      .query(({ ctx, input }) => oneTapView(ctx.db, input.token, ctx.clientIp, new Date())),
    answer: publicProcedure
      .input(oneTapInput.extend({ action: z.enum(["full", "pickup"]) }))
      .mutation(({ ctx, input }) =>
        oneTapAnswer(ctx.db, input.token, input.action, ctx.clientIp, new Date()),
      ),
  }),
});
