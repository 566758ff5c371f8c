import { z } from "zod";
import { geometrySchema } from "@/domain/features/vocabulary";
import { idSchema, jsonSchema } from "@/lib/validators";
import { deleteFeature, importFeatureChunk, listFeatures, moveFeature } from "@/server/services/geo/features";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { municipalityIdSchema } from "./inputs";

/** Hauler office edits its overlay; a city auditor edits the municipality's official layer. */
const editors = orgProcedure(["admin", "dispatcher", "auditor"]);

type Position = number[];
const closed = (ring: Position[]) => {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return !!first && !!last && first[0] === last[0] && first[1] === last[1];
};
const rings = (g: z.infer<typeof geometrySchema>): Position[][] =>
  g.type === "Polygon" ? g.coordinates : g.type === "MultiPolygon" ? g.coordinates.flat() : [];

/** The rules engine's GeoJSON geometry, with every ring of an area closed (first point = last). */
const movedGeometrySchema = geometrySchema.refine((g) => rings(g).every(closed), {
  message: "Área com contorno aberto: o último ponto deve repetir o primeiro.",
});

/** City features per municipality: list for the map, chunked import from the browser loaders, move, delete. */
export const dispatchFeaturesRouter = createTRPCRouter({
  list: editors
    .input(z.object({ municipalityId: municipalityIdSchema }))
    .query(({ ctx, input }) => listFeatures(ctx.scope, input.municipalityId)),
  importChunk: editors
    .input(
      z.object({
        municipalityId: municipalityIdSchema,
        source: z.enum(["osm", "gtfs", "manual"]),
        features: z.array(jsonSchema()).max(2000, "Envie no máximo 2.000 elementos por vez."),
      }),
    )
    .mutation(({ ctx, input }) => importFeatureChunk(ctx.scope, input)),
  move: editors
    .input(z.object({ id: idSchema, geometry: movedGeometrySchema }))
    .mutation(({ ctx, input }) => moveFeature(ctx.scope, input)),
  delete: editors
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteFeature(ctx.scope, input.id)),
});
