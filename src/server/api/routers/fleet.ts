import { z } from "zod";
import { listRulesets } from "@/domain";
import { CACAMBA_SIZE_M3, QUANTITY_PLACES } from "@/domain/quantity";
import {
  cepSchema,
  cnpjSchema,
  dateSchema,
  idSchema,
  phoneSchema,
  plateSchema,
  type QuantityLabel,
  quantitySchema,
  TEXT_MAX,
  textSchema,
} from "@/lib/validators";
import type { OrgScope } from "@/server/services/context";
import { getFile } from "@/server/services/files/files";
import {
  CACAMBA_STATUSES,
  createCacamba,
  getCacamba,
  listCacambas,
  saveIdentification,
  setCacambaStatus,
} from "@/server/services/fleet/cacambas";
import { getDecal } from "@/server/services/fleet/decal";
import { createDriver, listDrivers, setDriverActive, updateDriver } from "@/server/services/fleet/drivers";
import { listInspections, recordInspection } from "@/server/services/fleet/inspections";
import { licensingByMunicipality } from "@/server/services/fleet/licences/alerts";
import {
  attachLicenceDocument,
  createLicence,
  listLicences,
} from "@/server/services/fleet/licences/licences";
import { LICENCE_KINDS } from "@/server/services/fleet/licences/requirements";
import { getCompany, saveCompany } from "@/server/services/fleet/profile";
import { getPublicCacamba } from "@/server/services/fleet/public-cacamba";
import { createTruck, listTrucks, setTruckActive, updateTruck } from "@/server/services/fleet/trucks";
import { createTRPCRouter, orgProcedure, publicProcedure } from "../trpc";
import { driverInput, driverShiftInput, truckDayFields, truckDayInput } from "./fleet-inputs";
import { yardsRouter } from "./fleet-yards";

const fleetReaders = orgProcedure(["admin", "dispatcher", "driver"]);
const fleetAdmin = orgProcedure(["admin"]);
/** Haulers and receivers hold licences; their admins and operators manage them. */
const licenceHolders = orgProcedure(["admin", "operator"]);
const uploaders = orgProcedure(["admin", "dispatcher", "driver", "operator"]);

const municipalityId = z.enum(
  listRulesets().map((r) => r.id) as [string, ...string[]],
  "Município desconhecido: escolha da lista.",
);
const metres = (label: QuantityLabel) =>
  quantitySchema({ places: QUANTITY_PLACES.lengthM, min: 0.01, max: 20, label, unit: "m" })
    .nullable()
    .optional();
const dimensions = {
  lengthM: metres("O comprimento"),
  widthM: metres("A largura"),
  heightM: metres("A altura"),
};
const text = textSchema(TEXT_MAX.name).nullable();

const markings = z.object({
  inscriptionText: text,
  ownerName: text,
  phone: text,
  complaintsPhone: text,
  licenceNumber: text,
  uniformPaint: z.boolean().nullable(),
  retroreflectiveStrips: z
    .object({
      count: z.number().int().min(0).max(20),
      heightCm: z.number().min(0).max(100),
      widthCm: z.number().min(0).max(500),
      onTop: z.boolean(),
      onAllSides: z.boolean(),
    })
    .nullable(),
  zebraBand: z
    .object({
      heightCm: z.number().min(0).max(200),
      stripeWidthCm: z.number().min(0).max(100),
      colour: textSchema(30),
      onAllSides: z.boolean(),
    })
    .nullable(),
  retroreflectiveVisibleFromM: z.number().min(0).max(1000).nullable(),
  reflectiveAdhesive: z
    .object({ colour: textSchema(30), grade: textSchema(30), onAllSides: z.boolean() })
    .nullable(),
  topBorders: z.boolean().nullable(),
});

const company = z.object({
  legalName: textSchema(TEXT_MAX.name).min(3, "Informe a razão social."),
  taxId: cnpjSchema,
  address: textSchema(TEXT_MAX.address).min(5, "Informe o endereço completo da sede."),
  cep: cepSchema,
  phone: phoneSchema,
  complaintsPhone: phoneSchema,
  yardAddress: textSchema(TEXT_MAX.address).min(
    5,
    "Informe o endereço do pátio fechado onde as caçambas ficam.",
  ),
  municipalityIds: z
    .array(municipalityId)
    .min(1, "Escolha ao menos um município atendido.")
    .max(listRulesets().length, "Município repetido: escolha cada um uma vez."),
});

const licence = z.object({
  kind: z.enum(LICENCE_KINDS, "Escolha o tipo de licença."),
  number: textSchema(TEXT_MAX.code).min(1, "Informe o número da licença."),
  municipalityId,
  validFrom: dateSchema,
  validUntil: dateSchema,
  documentFileId: idSchema.nullable().optional(),
});

const inspection = z.object({
  cacambaId: idSchema,
  rust: z.boolean(),
  structuralDamage: z.boolean(),
  paintLegible: z.boolean(),
  standingWaterOrTrash: z.boolean(),
  notes: textSchema(1000).nullable().optional(),
  photoFileIds: z.array(idSchema).max(10, "No máximo 10 fotos por vistoria."),
});

/** The caller's own org scope (without the db handle), handed to route handlers that stream bodies. */
const grantOf = ({ db: _db, ...grant }: OrgScope) => grant;

const byId = z.object({ id: idSchema });
const toggle = z.object({ id: idSchema, active: z.boolean() });

export const fleetRouter = createTRPCRouter({
  cacambas: fleetReaders.query(({ ctx }) => listCacambas(ctx.scope)),
  cacamba: fleetReaders.input(byId).query(({ ctx, input }) => getCacamba(ctx.scope, input.id)),
  createCacamba: fleetAdmin
    .input(
      z.object({
        capacityM3: quantitySchema({
          places: QUANTITY_PLACES.volumeM3,
          min: 0.01,
          max: CACAMBA_SIZE_M3.max,
          label: "A capacidade",
          unit: "m³",
        }),
        ...dimensions,
      }),
    )
    .mutation(({ ctx, input }) => createCacamba(ctx.scope, input)),
  saveIdentification: fleetAdmin
    .input(z.object({ id: idSchema, ...dimensions, markings }))
    .mutation(({ ctx, input }) =>
      saveIdentification(ctx.scope, {
        ...input,
        lengthM: input.lengthM ?? null,
        widthM: input.widthM ?? null,
        heightM: input.heightM ?? null,
      }),
    ),
  setCacambaStatus: orgProcedure(["admin", "dispatcher"])
    .input(z.object({ id: idSchema, status: z.enum(CACAMBA_STATUSES) }))
    .mutation(({ ctx, input }) => setCacambaStatus(ctx.scope, input)),
  inspections: fleetReaders
    .input(z.object({ cacambaId: idSchema }))
    .query(({ ctx, input }) => listInspections(ctx.scope, input.cacambaId)),
  recordInspection: fleetReaders
    .input(inspection)
    .mutation(({ ctx, input }) => recordInspection(ctx.scope, input)),
  decal: fleetReaders.input(byId).query(({ ctx, input }) => getDecal(ctx.scope, input.id)),
  trucks: fleetReaders.query(({ ctx }) => listTrucks(ctx.scope)),
  createTruck: fleetAdmin
    .input(
      z.object({
        plate: plateSchema,
        capacityT: quantitySchema({
          places: QUANTITY_PLACES.capacityT,
          min: 0.01,
          max: 100,
          label: "A capacidade",
          unit: "t",
        })
          .nullable()
          .optional(),
        cacambaCapacity: truckDayFields.cacambaCapacity.optional(),
        homeYardId: truckDayFields.homeYardId.optional(),
      }),
    )
    .mutation(({ ctx, input }) => createTruck(ctx.scope, input)),
  updateTruck: fleetAdmin.input(truckDayInput).mutation(({ ctx, input }) => updateTruck(ctx.scope, input)),
  setTruckActive: fleetAdmin.input(toggle).mutation(({ ctx, input }) => setTruckActive(ctx.scope, input)),
  drivers: fleetReaders.query(({ ctx }) => listDrivers(ctx.scope)),
  createDriver: fleetAdmin.input(driverInput).mutation(({ ctx, input }) => createDriver(ctx.scope, input)),
  updateDriver: fleetAdmin
    .input(driverShiftInput)
    .mutation(({ ctx, input }) => updateDriver(ctx.scope, input)),
  setDriverActive: fleetAdmin.input(toggle).mutation(({ ctx, input }) => setDriverActive(ctx.scope, input)),
  yards: yardsRouter,
  company: createTRPCRouter({
    get: orgProcedure(["admin", "dispatcher", "operator"]).query(({ ctx }) => getCompany(ctx.scope)),
    save: fleetAdmin.input(company).mutation(({ ctx, input }) => saveCompany(ctx.scope, input)),
  }),
  licences: createTRPCRouter({
    list: orgProcedure(["admin", "dispatcher", "operator"]).query(({ ctx }) => listLicences(ctx.scope)),
    licensing: orgProcedure(["admin", "dispatcher", "operator"]).query(({ ctx }) =>
      licensingByMunicipality(ctx.scope.db, ctx.scope.orgId, new Date()),
    ),
    create: licenceHolders.input(licence).mutation(({ ctx, input }) => createLicence(ctx.scope, input)),
    attachDocument: licenceHolders
      .input(z.object({ id: idSchema, documentFileId: idSchema }))
      .mutation(({ ctx, input }) => attachLicenceDocument(ctx.scope, input)),
  }),
  files: createTRPCRouter({
    /** Who may upload: the route handler streams the body only after this answers. */
    uploadGrant: uploaders.query(({ ctx }) => grantOf(ctx.scope)),
    get: uploaders.input(byId).query(({ ctx, input }) => getFile(ctx.scope, input.id)),
  }),
  /** Gates for the CSV route handlers: they act only with the scope these return. */
  importGrant: fleetAdmin.query(({ ctx }) => grantOf(ctx.scope)),
  exportGrant: fleetReaders.query(({ ctx }) => grantOf(ctx.scope)),
  publicCacamba: publicProcedure
    .input(z.object({ code: textSchema(40).min(4, "Código da caçamba inválido.") }))
    .query(({ ctx, input }) => getPublicCacamba(ctx.db, input.code)),
});
