import { z } from "zod";
import { idSchema, instantSchema } from "@/lib/validators";
import { latestPositions, reportPosition } from "@/server/services/dispatch/positions";
import { createTRPCRouter, orgProcedure } from "../trpc";

/** What the road records is never blocked by read-only billing. */
const driver = orgProcedure(["driver"], { allowWhenReadOnly: true });
const office = orgProcedure(["admin", "dispatcher"]);

/** Trucks on the map: the driver's phone reports, the office reads the last position of each truck. */
export const dispatchPositionsRouter = createTRPCRouter({
  report: driver
    .input(
      z.object({
        jobId: idSchema,
        lat: z.number("Latitude inválida.").min(-90, "Latitude inválida.").max(90, "Latitude inválida."),
        lon: z.number("Longitude inválida.").min(-180, "Longitude inválida.").max(180, "Longitude inválida."),
        accuracyM: z
          .number("Precisão inválida.")
          .min(0, "Precisão inválida.")
          .max(100_000, "Precisão inválida."),
        recordedAt: instantSchema,
      }),
    )
    .mutation(({ ctx, input }) => reportPosition(ctx.scope, input, new Date())),
  latest: office.query(({ ctx }) => latestPositions(ctx.scope, new Date())),
});
