import { z } from "zod";
import { idSchema, textSchema } from "@/lib/validators";
import {
  listMyPlacements,
  listPlacements,
  plannedPlacementOfOrder,
  reportFull,
  savePlacement,
} from "@/server/services/dispatch/placements";
import { listSentReminders } from "@/server/services/dispatch/reminders";
import { neighboursOfSite } from "@/server/services/dispatch/street-neighbours";
import { usageGuideData } from "@/server/services/dispatch/usage-guide";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);
const client = orgProcedure(["client"]);
const crew = orgProcedure(["admin", "dispatcher", "driver"]);

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const footprintSchema = z.object({
  type: z.literal("Polygon"),
  coordinates: z
    .array(z.array(lonLat).min(4, "O contorno da caçamba precisa de 4 cantos e o fechamento."))
    .length(1),
});

export const factsSchema = z.object({
  position: z.enum(["roadway", "sidewalk", "inside_property"]),
  parallelToCurb: z.boolean(),
  distanceToCurbM: z.number().min(0).max(20),
  freeSidewalkWidthM: z.number().min(0).max(20).nullable(),
  insidePropertyFeasible: z.boolean(),
  sidewalkFeasible: z.boolean(),
  rotatingParkingCreditsSpaces: z.number().int().min(0).max(20),
});

/** Placements: saved after the server's own check; the client portal's "está cheia". */
export const dispatchPlacementsRouter = createTRPCRouter({
  list: office.query(({ ctx }) => listPlacements(ctx.scope, new Date())),
  save: office
    .input(
      z.object({
        generatorOrgId: idSchema,
        siteId: idSchema,
        orderId: idSchema.optional(),
        cacambaId: idSchema.optional(),
        footprint: footprintSchema,
        facts: factsSchema,
        clientVerdictOk: z.boolean().optional(),
        overrideReason: textSchema(1000).optional(),
      }),
    )
    .mutation(({ ctx, input }) => savePlacement(ctx.scope, input, new Date())),
  /** The order's planned placement as saved, for the planner to reopen it where it was left. */
  ofOrder: office
    .input(z.object({ orderId: idSchema }))
    .query(({ ctx, input }) => plannedPlacementOfOrder(ctx.scope, input.orderId)),
  /** The caçambas planned or on the street around the site (every hauler's), for the planner's map. */
  neighbours: office
    .input(z.object({ generatorOrgId: idSchema, siteId: idSchema, exceptId: idSchema.optional() }))
    .query(({ ctx, input }) => neighboursOfSite(ctx.scope, input)),
  /** Data of the usage guide PDF handed with the caçamba (JP art. 18, §3º, III, b). */
  usageGuide: crew
    .input(z.object({ placementId: idSchema }))
    .query(({ ctx, input }) => usageGuideData(ctx.scope, input.placementId, new Date())),
  reminders: office.query(({ ctx }) => listSentReminders(ctx.scope)),
  mine: client.query(({ ctx }) => listMyPlacements(ctx.scope, new Date())),
  reportFull: client
    .input(z.object({ placementId: idSchema, hazard: z.boolean().optional() }))
    .mutation(({ ctx, input }) =>
      reportFull(ctx.scope, input.placementId, input.hazard ?? false, new Date()),
    ),
});
