import { z } from "zod";
import { idSchema } from "@/lib/validators";
import { deleteFeature, importFeatureChunk, listFeatures } from "@/server/services/geo/features";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { municipalityIdSchema } from "./inputs";

/** Hauler office edits its overlay; a city auditor edits the municipality's official layer. */
const editors = orgProcedure(["admin", "dispatcher", "auditor"]);

/** City features per municipality: list for the map, chunked import from the browser loaders, delete. */
export const dispatchFeaturesRouter = createTRPCRouter({
  list: editors
    .input(z.object({ municipalityId: municipalityIdSchema }))
    .query(({ ctx, input }) => listFeatures(ctx.scope, input.municipalityId)),
  importChunk: editors
    .input(
      z.object({
        municipalityId: municipalityIdSchema,
        source: z.enum(["osm", "gtfs", "manual"]),
        features: z.array(z.unknown()).max(2000, "Envie no máximo 2.000 elementos por vez."),
      }),
    )
    .mutation(({ ctx, input }) => importFeatureChunk(ctx.scope, input)),
  delete: editors
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteFeature(ctx.scope, input.id)),
});
