import { z } from "zod";
import { EXTRA_DAY_BASES, WASTE_CLASSES } from "@/domain/pricing/terms";
import { CACAMBA_SIZE_M3, QUANTITY_PLACES } from "@/domain/quantity";
import { centsSchema, idSchema, quantitySchema } from "@/lib/validators";
import { quoteForClient } from "@/server/services/pricing/quote";
import { removePriceRow, removeSurcharge, savePriceRow, saveSurcharge } from "@/server/services/pricing/rows";
import { readPriceTable, savePriceSettings } from "@/server/services/pricing/table";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { municipalityIdSchema } from "./inputs";

const admin = orgProcedure(["admin"]);
const office = orgProcedure(["admin", "dispatcher"]);

const sizeM3 = quantitySchema({
  places: QUANTITY_PLACES.volumeM3,
  min: CACAMBA_SIZE_M3.min,
  max: CACAMBA_SIZE_M3.max,
  label: "O tamanho",
  unit: "m³",
});
const wasteClass = z.enum(WASTE_CLASSES, "Escolha a classe do resíduo (A, B, C ou D).");

/** The hauler's price table (admin edits, dispatcher reads) and the client's quote before ordering. */
export const pricingRouter = createTRPCRouter({
  table: office.query(({ ctx }) => readPriceTable(ctx.scope)),
  saveSettings: admin
    .input(
      z.object({
        includedDays: z
          .number("Informe os dias incluídos.")
          .int("Dias incluídos: um número inteiro.")
          .min(0, "Os dias incluídos não podem ser negativos.")
          .max(365, "No máximo 365 dias incluídos."),
        extraDayBasis: z.enum(EXTRA_DAY_BASES, "Escolha dias corridos ou dias úteis."),
        extraDayCents: centsSchema("o preço do dia extra"),
        swapCents: centsSchema("o preço da troca"),
        extraTripCents: centsSchema("o preço da viagem extra"),
        relocationCents: centsSchema("o preço da mudança de lugar"),
        overweightPerTonneCents: centsSchema("o preço por tonelada excedente"),
      }),
    )
    .mutation(({ ctx, input }) => savePriceSettings(ctx.scope, input)),
  saveRow: admin
    .input(
      z.object({
        sizeM3,
        wasteClass,
        clientOrgId: idSchema.nullable().optional(),
        rentalCents: centsSchema("o preço da locação", { min: 100 }),
        includedTonnes: quantitySchema({
          places: QUANTITY_PLACES.weightT,
          min: 0,
          max: 100,
          label: "O peso incluído",
          unit: "t",
        }),
      }),
    )
    .mutation(({ ctx, input }) => savePriceRow(ctx.scope, input)),
  removeRow: admin
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => removePriceRow(ctx.scope, input.id)),
  saveSurcharge: admin
    .input(z.object({ municipalityId: municipalityIdSchema, surchargeCents: centsSchema("o acréscimo") }))
    .mutation(({ ctx, input }) => saveSurcharge(ctx.scope, input)),
  removeSurcharge: admin
    .input(z.object({ municipalityId: municipalityIdSchema }))
    .mutation(({ ctx, input }) => removeSurcharge(ctx.scope, input.municipalityId)),
  quote: orgProcedure(["client"])
    .input(z.object({ haulerOrgId: idSchema, siteId: idSchema, sizeM3, wasteClass }))
    .query(({ ctx, input }) => quoteForClient(ctx.scope, input)),
});
