import { z } from "zod";
import { idSchema, textSchema } from "@/lib/validators";
import { INTERVALS, PLAN_IDS } from "@/server/billing/config";
import { openPortal, startCheckout } from "@/server/services/billing/checkout";
import { getBillingOverview } from "@/server/services/billing/overview";
import {
  createPaymentLink,
  listMyPaymentLinks,
  listPaymentLinks,
} from "@/server/services/billing/payment-links";
import { connectStatus, refreshAccount, startOnboarding } from "@/server/services/connect/account";
import { createTRPCRouter, orgProcedure } from "../trpc";

/** Hauler admins only; never blocked by read-only mode, since paying is how a hauler leaves it. */
const billingAdmin = orgProcedure(["admin"], { allowWhenReadOnly: true });

export const billingRouter = createTRPCRouter({
  overview: billingAdmin.query(({ ctx }) => getBillingOverview(ctx.scope)),
  startCheckout: billingAdmin
    .input(
      z.object({
        planId: z.enum(PLAN_IDS, "Plano desconhecido: escolha um dos planos da lista."),
        interval: z.enum(INTERVALS, "Escolha cobrança mensal ou anual."),
      }),
    )
    .mutation(({ ctx, input }) => startCheckout(ctx.scope, input)),
  openPortal: billingAdmin.mutation(({ ctx }) => openPortal(ctx.scope)),
  /** Haulers charge a rental (order) through a Stripe payment link; the generator pays in its portal. */
  paymentLinks: createTRPCRouter({
    list: orgProcedure(["admin", "dispatcher"]).query(({ ctx }) => listPaymentLinks(ctx.scope)),
    create: orgProcedure(["admin", "dispatcher"])
      .input(
        z.object({
          orderId: idSchema,
          amountCents: z
            .number("Informe o valor.")
            .int("Valor em centavos inteiros.")
            .min(100, "Valor mínimo: R$ 1,00.")
            .max(10_000_000, "Valor máximo: R$ 100.000,00."),
          description: textSchema(200).optional(),
        }),
      )
      .mutation(({ ctx, input }) => createPaymentLink(ctx.scope, input)),
    mine: orgProcedure(["client"]).query(({ ctx }) => listMyPaymentLinks(ctx.scope)),
  }),
  /** The hauler's own Stripe account (Connect): onboarding and its state; invoice payments land there. */
  connect: createTRPCRouter({
    status: orgProcedure(["admin"]).query(({ ctx }) => connectStatus(ctx.scope)),
    startOnboarding: orgProcedure(["admin"]).mutation(({ ctx }) => startOnboarding(ctx.scope)),
    refresh: orgProcedure(["admin"]).mutation(({ ctx }) => refreshAccount(ctx.scope)),
  }),
});
