import { z } from "zod";
import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import { dateSchema, idSchema } from "@/lib/validators";
import { acceptRoute, suggestRoute } from "@/server/services/dispatch/route";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);

/** "Sugerir ordem": a truck's day ordered by VROOM or the built-in planner; the dispatcher accepts it or not. */
export const dispatchRouteRouter = createTRPCRouter({
  suggest: office
    .input(z.object({ date: dateSchema, truckId: idSchema }))
    .query(({ ctx, input }) => suggestRoute(ctx.scope, input)),
  accept: office
    .input(
      z.object({
        date: dateSchema,
        truckId: idSchema,
        order: z
          .array(idSchema)
          .max(
            MAX_JOBS_PER_TRUCK_DAY,
            `Um caminhão tem no máximo ${MAX_JOBS_PER_TRUCK_DAY} serviços por dia.`,
          ),
      }),
    )
    .mutation(({ ctx, input }) => acceptRoute(ctx.scope, input)),
});
