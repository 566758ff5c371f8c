import { z } from "zod";
import { MEMBER_ROLES } from "@/lib/roles";
import { haulerOnboarding } from "@/server/services/accounts/onboarding";
import { listAuditEvents } from "@/server/services/audit/list";
import { getCurrentOrg, listMembers } from "@/server/services/session/members";
import { createTRPCRouter, orgProcedure } from "../trpc";

export const orgRouter = createTRPCRouter({
  current: orgProcedure(MEMBER_ROLES).query(({ ctx }) => getCurrentOrg(ctx.scope)),
  onboarding: orgProcedure(["admin"]).query(({ ctx }) => haulerOnboarding(ctx.scope, new Date())),
  members: orgProcedure(["admin", "operator", "auditor"]).query(({ ctx }) => listMembers(ctx.scope)),
  auditLog: orgProcedure(["admin", "operator", "auditor"])
    .input(z.object({ limit: z.number().int().min(1).max(500).default(100) }).optional())
    .query(({ ctx, input }) => listAuditEvents(ctx.scope, input?.limit ?? 100)),
});
