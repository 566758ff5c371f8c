import { z } from "zod";
import { dateSchema, idSchema, instantSchema, textSchema } from "@/lib/validators";
import { submitDriverEvent } from "@/server/services/dispatch/driver-submissions";
import { boardFor, driverDay } from "@/server/services/dispatch/job-views";
import { closeJob, createJob, linkDriverUser, moveJob } from "@/server/services/dispatch/jobs";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);
/** Field submissions record what already happened on the road: never blocked by read-only billing. */
const crew = orgProcedure(["admin", "dispatcher", "driver"], { allowWhenReadOnly: true });

const time = textSchema(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido: use HH:MM.");

/** Jobs: the dispatch board and the driver's phone submissions. */
export const dispatchJobsRouter = createTRPCRouter({
  board: office
    .input(z.object({ date: dateSchema }))
    .query(({ ctx, input }) => boardFor(ctx.scope, input.date)),
  create: office
    .input(
      z.object({
        kind: z.enum(["drop_off", "swap", "pick_up", "dump"]),
        placementId: idSchema.optional(),
        date: dateSchema,
        windowStart: time.optional(),
        windowEnd: time.optional(),
        truckId: idSchema.optional(),
        driverId: idSchema.optional(),
        beforeDesiredFrom: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }) => createJob(ctx.scope, input, new Date())),
  move: office
    .input(
      z.object({
        jobId: idSchema,
        truckId: idSchema.nullable(),
        position: z.number().int().min(0).max(500),
        driverId: idSchema.nullable().optional(),
      }),
    )
    .mutation(({ ctx, input }) => moveJob(ctx.scope, input)),
  close: office
    .input(
      z.object({
        jobId: idSchema,
        status: z.enum(["cancelled", "failed"]),
        reason: textSchema(500).min(3, "Diga o motivo."),
      }),
    )
    .mutation(({ ctx, input }) => closeJob(ctx.scope, input)),
  linkDriverUser: office
    .input(z.object({ driverId: idSchema, userId: idSchema }))
    .mutation(({ ctx, input }) => linkDriverUser(ctx.scope, input)),
  myDay: crew.query(({ ctx }) => driverDay(ctx.scope, new Date())),
  submit: crew
    .input(
      z.object({
        idempotencyKey: textSchema(100).min(8, "Chave de envio inválida."),
        jobId: idSchema,
        action: z.enum(["start", "complete", "fail"]),
        at: instantSchema.optional(),
        sentAt: instantSchema.optional(),
        lat: z.number().min(-90).max(90).optional(),
        lon: z.number().min(-180).max(180).optional(),
        accuracyM: z.number().min(0).max(100000).optional(),
        photoFileId: idSchema.optional(),
        photoTakenAt: instantSchema.optional(),
        signatureFileId: idSchema.optional(),
        reason: textSchema(500).optional(),
        cacambaId: idSchema.optional(),
      }),
    )
    .mutation(({ ctx, input }) => submitDriverEvent(ctx.scope, input, new Date())),
});
