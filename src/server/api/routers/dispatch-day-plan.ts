import { z } from "zod";
import { MAX_JOBS_PER_TRUCK_DAY } from "@/domain/route";
import { dateSchema, idSchema } from "@/lib/validators";
import { acceptDayPlan } from "@/server/services/dispatch/day-plan/accept";
import { suggestDayPlan } from "@/server/services/dispatch/day-plan/suggest";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);

/** "Planejar o dia": the whole fleet's day planned; the dispatcher accepts it whole or truck by truck. */
export const dispatchDayPlanRouter = createTRPCRouter({
  suggest: office
    .input(z.object({ date: dateSchema }))
    .query(({ ctx, input }) => suggestDayPlan(ctx.scope, input)),
  accept: office
    .input(
      z.object({
        date: dateSchema,
        basis: z.string().regex(/^[0-9a-f]{32}$/, "Plano inválido: peça um novo plano."),
        trucks: z
          .array(
            z.object({
              truckId: idSchema,
              jobIds: z
                .array(idSchema)
                .max(
                  MAX_JOBS_PER_TRUCK_DAY,
                  `Um caminhão tem no máximo ${MAX_JOBS_PER_TRUCK_DAY} serviços por dia.`,
                ),
            }),
          )
          .min(1, "Escolha ao menos um caminhão do plano.")
          .max(200),
      }),
    )
    .mutation(({ ctx, input }) => acceptDayPlan(ctx.scope, input)),
});
