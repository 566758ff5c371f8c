import { z } from "zod";
import { MEMBER_ROLES } from "@/lib/roles";
import { idSchema } from "@/lib/validators";
import { inviteMember, listInvitations, revokeInvitation } from "@/server/services/accounts/invitations";
import { changeMember, setMemberActive } from "@/server/services/accounts/members";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { emailSchema } from "./inputs";

const managers = orgProcedure(MEMBER_ROLES, { managersOnly: true });
const roleSchema = z.enum(MEMBER_ROLES, "Escolha um perfil.");

/** An org's people: invitations, roles, deactivation. Only the org's managers. */
export const teamRouter = createTRPCRouter({
  invite: managers
    .input(z.object({ email: emailSchema, role: roleSchema, isManager: z.boolean().default(false) }))
    .mutation(({ ctx, input }) => inviteMember(ctx.scope, input, new Date())),
  invitations: managers.query(({ ctx }) => listInvitations(ctx.scope)),
  revokeInvitation: managers
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.scope, input.id, new Date())),
  changeMember: managers
    .input(z.object({ userId: idSchema, role: roleSchema, isManager: z.boolean() }))
    .mutation(({ ctx, input }) => changeMember(ctx.scope, input)),
  setMemberActive: managers
    .input(z.object({ userId: idSchema, active: z.boolean() }))
    .mutation(({ ctx, input }) => setMemberActive(ctx.scope, input)),
});
