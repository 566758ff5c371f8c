import { z } from "zod";
import { WASTE_CLASSES } from "@/domain/pricing/terms";
import { CACAMBA_SIZE_M3, QUANTITY_PLACES } from "@/domain/quantity";
import { dateSchema, idSchema, quantitySchema, textSchema } from "@/lib/validators";
import {
  cancelOrder,
  createClientOrder,
  createClientSite,
  createPhoneOrder,
  listClientSites,
  listMyHaulers,
  listMyOrders,
  listOrders,
} from "@/server/services/dispatch/orders";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { siteFields } from "./inputs";

const office = orgProcedure(["admin", "dispatcher"]);
const client = orgProcedure(["client"]);

const orderFields = {
  siteId: idSchema,
  sizeM3: quantitySchema({
    places: QUANTITY_PLACES.volumeM3,
    min: CACAMBA_SIZE_M3.min,
    max: CACAMBA_SIZE_M3.max,
    label: "O tamanho",
    unit: "m³",
  }),
  wasteKind: z.enum(["rcc", "bulky"]),
  wasteClass: z.enum(WASTE_CLASSES, "Escolha a classe do resíduo (A, B, C ou D).").optional(),
  desiredFrom: dateSchema,
  desiredUntil: dateSchema.optional(),
  notes: textSchema(1000).optional(),
};

/** Orders: the generator's client portal and the dispatcher's phone orders. */
export const dispatchOrdersRouter = createTRPCRouter({
  list: office
    .input(z.object({ status: z.enum(["open", "scheduled", "done", "cancelled"]).optional() }).optional())
    .query(({ ctx, input }) => listOrders(ctx.scope, input?.status)),
  createByPhone: office
    .input(z.object({ generatorOrgId: idSchema, ...orderFields }))
    .mutation(({ ctx, input }) => createPhoneOrder(ctx.scope, input)),
  clientSites: office
    .input(z.object({ generatorOrgId: idSchema }))
    .query(({ ctx, input }) => listClientSites(ctx.scope, input.generatorOrgId)),
  createClientSite: office
    .input(z.object({ generatorOrgId: idSchema, ...siteFields }))
    .mutation(({ ctx, input }) => createClientSite(ctx.scope, input)),
  cancel: office
    .input(z.object({ id: idSchema, reason: textSchema(500).min(3, "Diga o motivo do cancelamento.") }))
    .mutation(({ ctx, input }) => cancelOrder(ctx.scope, input.id, input.reason)),
  mine: client.query(({ ctx }) => listMyOrders(ctx.scope)),
  myHaulers: client.query(({ ctx }) => listMyHaulers(ctx.scope)),
  create: client
    .input(z.object({ haulerOrgId: idSchema, ...orderFields }))
    .mutation(({ ctx, input }) => createClientOrder(ctx.scope, input)),
});
