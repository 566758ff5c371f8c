import { z } from "zod";
import { createSite, listSites } from "@/server/services/sites/sites";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { siteFields } from "./inputs";

const siteInput = z.object(siteFields);

export const sitesRouter = createTRPCRouter({
  list: orgProcedure(["client"]).query(({ ctx }) => listSites(ctx.scope)),
  create: orgProcedure(["client"])
    .input(siteInput)
    .mutation(({ ctx, input }) => createSite(ctx.scope, input)),
});
