import { z } from "zod";
import { idSchema, textSchema } from "@/lib/validators";
import { listOutbox } from "@/server/mail/outbox";
import { decideOrgRequest, listOrgRequests, setOrgSuspended } from "@/server/services/accounts/org-approval";
import { requestDocumentForReview } from "@/server/services/accounts/org-request-documents";
import { listAllOrgs } from "@/server/services/platform/orgs";
import { createTRPCRouter, superadminProcedure } from "../trpc";

export const platformRouter = createTRPCRouter({
  orgs: superadminProcedure.query(({ ctx }) => listAllOrgs(ctx.db)),
  outbox: superadminProcedure.query(({ ctx }) => listOutbox(ctx.db, 200, !process.env.SMTP_URL)),
  orgRequests: superadminProcedure.query(({ ctx }) => listOrgRequests(ctx.db)),
  requestDocument: superadminProcedure
    .input(z.object({ orgId: idSchema, id: idSchema }))
    .query(({ ctx, input }) => requestDocumentForReview(ctx.db, input)),
  decideOrgRequest: superadminProcedure
    .input(z.object({ orgId: idSchema, approve: z.boolean(), reason: textSchema(500).optional() }))
    .mutation(({ ctx, input }) => decideOrgRequest(ctx.db, ctx.user.id, input)),
  setOrgSuspended: superadminProcedure
    .input(z.object({ orgId: idSchema, suspended: z.boolean(), reason: textSchema(500).optional() }))
    .mutation(({ ctx, input }) => setOrgSuspended(ctx.db, ctx.user.id, input)),
});
