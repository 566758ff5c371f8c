import { z } from "zod";
import { idSchema } from "@/lib/validators";
import { acceptLink, listIncomingRequests, refuseLink } from "@/server/services/accounts/client-links";
import { createTRPCRouter, orgProcedure } from "../trpc";

const client = orgProcedure(["client"]);
/** Letting a company see the org's sites is the org's decision: its managers take it. */
const clientManager = orgProcedure(["client"], { managersOnly: true });
const byHauler = z.object({ haulerOrgId: idSchema });

/** Client portal: haulers asking to serve this generator, and its answer. */
export const clientLinksRouter = createTRPCRouter({
  incoming: client.query(({ ctx }) => listIncomingRequests(ctx.scope)),
  accept: clientManager
    .input(byHauler)
    .mutation(({ ctx, input }) => acceptLink(ctx.scope, input.haulerOrgId, new Date())),
  refuse: clientManager
    .input(byHauler)
    .mutation(({ ctx, input }) => refuseLink(ctx.scope, input.haulerOrgId, new Date())),
});
