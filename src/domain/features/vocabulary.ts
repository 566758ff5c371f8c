import { z } from "zod";

export const FEATURE_KINDS = [
  "bus_stop",
  "cross_street",
  "hydrant",
  "drain",
  "manhole",
  "crosswalk",
  "accessibility_ramp",
  "emergency_exit",
  "gallery_entrance",
  "crowded_venue_entrance",
  "traffic_sign",
  "taxi_rank",
  "truck_hire_point",
  "bus_turnaround",
  "emergency_stop",
  "no_stopping_sign",
  "urban_equipment_access",
  "special_treatment_street",
  "rotating_parking_zone",
] as const;

export type FeatureKind = (typeof FEATURE_KINDS)[number];

const lon = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);
export const positionSchema = z.tuple([lon, lat]).rest(z.number());
const lineCoords = z.array(positionSchema).min(2);
const ringCoords = z.array(positionSchema).min(4);

export const pointSchema = z.object({ type: z.literal("Point"), coordinates: positionSchema });
export const multiPointSchema = z.object({
  type: z.literal("MultiPoint"),
  coordinates: z.array(positionSchema).min(1),
});
export const lineStringSchema = z.object({ type: z.literal("LineString"), coordinates: lineCoords });
export const multiLineStringSchema = z.object({
  type: z.literal("MultiLineString"),
  coordinates: z.array(lineCoords).min(1),
});
export const polygonSchema = z.object({
  type: z.literal("Polygon"),
  coordinates: z.array(ringCoords).min(1),
});
export const multiPolygonSchema = z.object({
  type: z.literal("MultiPolygon"),
  coordinates: z.array(z.array(ringCoords).min(1)).min(1),
});

export const geometrySchema = z.discriminatedUnion("type", [
  pointSchema,
  multiPointSchema,
  lineStringSchema,
  multiLineStringSchema,
  polygonSchema,
  multiPolygonSchema,
]);

export type Geometry = z.infer<typeof geometrySchema>;

export const featurePropertiesSchema = z
  .object({
    id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
    kind: z.enum(FEATURE_KINDS),
    name: z.string().max(300).optional(),
    /** bus_stop: how the stop is signed (JF art. 9º, III, a/b). */
    signs: z.enum(["single", "start_end"]).optional(),
    /** rotating_parking_zone: paid hours in OSM opening_hours syntax. */
    paidHours: z.string().min(1).max(500).optional(),
    /** rotating_parking_zone: length of one parking space, metres (no default: the law sets none). */
    spaceLengthM: z.number().positive().max(100).optional(),
    /** Features that stand for a place (taxi rank, stop…): radius of that place; start/end bus stop: depth each side of the signs' line (metres). */
    radiusM: z.number().positive().max(10_000).optional(),
    /** special_treatment_street: half of the street width around its centreline; crosswalk line: half its width (metres). */
    halfWidthM: z.number().positive().max(1_000).optional(),
  })
  .loose();

export const cityFeatureSchema = z
  .object({ type: z.literal("Feature"), geometry: geometrySchema, properties: featurePropertiesSchema })
  .superRefine((feature, ctx) => {
    const { kind } = feature.properties;
    const type = feature.geometry.type;
    if (kind === "bus_stop" && !feature.properties.signs) {
      ctx.addIssue({
        code: "custom",
        path: ["properties", "signs"],
        message: "bus_stop precisa de signs: single ou start_end.",
      });
    }
    if (kind === "rotating_parking_zone") {
      if (type !== "Polygon" && type !== "MultiPolygon") {
        ctx.addIssue({
          code: "custom",
          path: ["geometry"],
          message: "rotating_parking_zone deve ser Polygon.",
        });
      }
      if (!feature.properties.paidHours) {
        ctx.addIssue({
          code: "custom",
          path: ["properties", "paidHours"],
          message: 'rotating_parking_zone precisa de paidHours (ex.: "Mo-Fr 08:00-18:00").',
        });
      }
    }
    if ((kind === "cross_street" || kind === "special_treatment_street") && !type.includes("LineString")) {
      ctx.addIssue({ code: "custom", path: ["geometry"], message: `${kind} deve ser LineString.` });
    }
  });

export type CityFeature = z.infer<typeof cityFeatureSchema>;

export const featureCollectionSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(cityFeatureSchema),
});

export type CityFeatureCollection = z.infer<typeof featureCollectionSchema>;

/** pt-BR names for messages. */
export const KIND_LABEL: Record<FeatureKind, string> = {
  bus_stop: "ponto de ônibus",
  cross_street: "alinhamento da via transversal",
  hydrant: "hidrante",
  drain: "bueiro/boca de lobo",
  manhole: "poço de visita",
  crosswalk: "faixa de pedestres",
  accessibility_ramp: "rampa de acessibilidade",
  emergency_exit: "saída de emergência",
  gallery_entrance: "entrada de galeria",
  crowded_venue_entrance: "entrada/saída de local de grande concentração de pessoas",
  traffic_sign: "sinalização de trânsito",
  taxi_rank: "ponto de táxi",
  truck_hire_point: "ponto de aluguel de caminhão",
  bus_turnaround: "viradouro do transporte coletivo",
  emergency_stop: "parada de emergência",
  no_stopping_sign: 'placa "Proibido Parar e Estacionar"',
  urban_equipment_access: "acesso a equipamento urbano",
  special_treatment_street: "via de Tratamento Especial",
  rotating_parking_zone: "estacionamento rotativo",
};
