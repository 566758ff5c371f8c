import { z } from "zod";
import { forbidden } from "@/server/errors";
import {
  listInactiveOrgs,
  listMemberships,
  pickMembership,
} from "@/server/services/session/resolve-membership";
import { createTRPCRouter, userProcedure } from "../trpc";

export const sessionRouter = createTRPCRouter({
  me: userProcedure.query(async ({ ctx }) => {
    const memberships = await listMemberships(ctx.db, ctx.user.id);
    const active = pickMembership(memberships, ctx.requestedOrgId);
    const inactiveOrgs = await listInactiveOrgs(ctx.db, ctx.user.id);
    return { user: ctx.user, memberships, activeOrgId: active?.orgId ?? null, inactiveOrgs };
  }),
  switchOrg: userProcedure
    .input(z.object({ orgId: z.uuid("Organização inválida.") }))
    .mutation(async ({ ctx, input }) => {
      const memberships = await listMemberships(ctx.db, ctx.user.id);
      const target = memberships.find((m) => m.orgId === input.orgId);
      if (!target) throw forbidden("Você não participa desta organização.");
      ctx.setActiveOrg(target.orgId);
      return target;
    }),
});
