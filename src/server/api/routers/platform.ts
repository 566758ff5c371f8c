import { z } from "zod";
import { idSchema, textSchema } from "@/lib/validators";
import { channelAvailability } from "@/server/messages/availability";
import { decideOrgRequest, listOrgRequests, setOrgSuspended } from "@/server/services/accounts/org-approval";
import { requestDocumentForReview } from "@/server/services/accounts/org-request-documents";
import { listAllOrgs } from "@/server/services/platform/orgs";
import { listOutbox } from "@/server/services/platform/outbox";
import { createTRPCRouter, superadminProcedure } from "../trpc";

export const platformRouter = createTRPCRouter({
  orgs: superadminProcedure.query(({ ctx }) => listAllOrgs(ctx.db)),
  outbox: superadminProcedure.query(({ ctx }) =>
    listOutbox(ctx.db, {
      limit: 200,
      available: channelAvailability(),
      emailSendable: Boolean(process.env.SMTP_URL),
    }),
  ),
  /** Who may use the built-in MTR fake's switches (src/server/http/fake-mtr-route.ts). */
  fakeMtrControlGrant: superadminProcedure.query(() => true),
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
