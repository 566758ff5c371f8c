import { listAllOrgs } from "@/server/services/platform/orgs";
import { createTRPCRouter, superadminProcedure } from "../trpc";

export const platformRouter = createTRPCRouter({
  orgs: superadminProcedure.query(({ ctx }) => listAllOrgs(ctx.db)),
});
