import { z } from "zod";
import { featureCollectionSchema, polygonSchema } from "../features/vocabulary";
import type { NotInForce } from "../laws/in-force";
import { instantSchema, municipalitySchema } from "../schemas-common";

export const placementSchema = z
  .object({
    position: z.enum(["inside_property", "sidewalk", "roadway"]),
    /** The caçamba's rectangle on the ground, GeoJSON Polygon in lon/lat. */
    footprint: polygonSchema,
    parallelToCurb: z.boolean(),
    distanceToCurbM: z.number().min(0),
    /** Free width left for pedestrians; null when not on the sidewalk. */
    freeSidewalkWidthM: z.number().min(0).nullable(),
    insidePropertyFeasible: z.boolean(),
    sidewalkFeasible: z.boolean(),
    /** Parking spaces paid for in rotating parking (0 if none). */
    rotatingParkingCreditsSpaces: z.number().int().min(0),
    /** Parking spaces the caçamba occupies in rotating parking (JF art. 10, "por vaga ocupada"), if known. */
    rotatingParkingSpacesOccupied: z.number().int().min(1).optional(),
  })
  .superRefine((placement, ctx) => {
    if (placement.position === "sidewalk" && placement.freeSidewalkWidthM === null) {
      ctx.addIssue({
        code: "custom",
        path: ["freeSidewalkWidthM"],
        message: "Caçamba na calçada: informe a largura livre para pedestres em metros.",
      });
    }
  });

const base = { municipality: municipalitySchema, at: instantSchema, placement: placementSchema };

export const placementInputSchema = z.object({ ...base, features: featureCollectionSchema });

/** Same input without features, for callers that pass a prebuilt FeatureIndex. */
export const placementInputWithoutFeaturesSchema = z.object({
  ...base,
  features: featureCollectionSchema.optional(),
});

export type PlacementInput = z.input<typeof placementInputSchema>;
export type ParsedPlacement = z.output<typeof placementSchema>;

export interface PlacementViolation {
  rule: string;
  article: string;
  message: string;
  featureId?: string;
  measuredM?: number;
  requiredM?: number;
}

export interface NotRegulatedItem {
  rule: string;
  article: string;
  message: string;
}

export interface ChecklistItem {
  rule: string;
  article: string;
  message: string;
}

export interface PlacementResult {
  municipality: string;
  ok: boolean;
  violations: PlacementViolation[];
  notRegulated: NotRegulatedItem[];
  checklist: ChecklistItem[];
  /** The law was not in force at `at`: no verdict under it (`ok` only says nothing in it was breached). */
  notInForce?: NotInForce;
}
