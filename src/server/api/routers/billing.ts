import { z } from "zod";
import { INTERVALS, PLAN_IDS } from "@/server/billing/config";
import { openPortal, startCheckout } from "@/server/services/billing/checkout";
import { getBillingOverview } from "@/server/services/billing/overview";
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
});
