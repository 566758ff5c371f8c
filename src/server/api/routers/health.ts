import { databaseAnswers } from "@/server/services/health";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Anyone: whether the API and its database answer (no data of anyone). */
export const healthRouter = createTRPCRouter({
  check: publicProcedure.query(async ({ ctx }) => ({ database: await databaseAnswers(ctx.db) })),
});
