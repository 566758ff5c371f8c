import { z } from "zod";
import { idSchema, plateSchema } from "@/lib/validators";
import { createCacamba, getCacamba, listCacambas } from "@/server/services/fleet/cacambas";
import { listDrivers } from "@/server/services/fleet/drivers";
import { createTruck, listTrucks, setTruckActive } from "@/server/services/fleet/trucks";
import { createTRPCRouter, orgProcedure } from "../trpc";

const fleetReaders = orgProcedure(["admin", "dispatcher", "driver"]);
const fleetAdmin = orgProcedure(["admin"]);

export const fleetRouter = createTRPCRouter({
  cacambas: fleetReaders.query(({ ctx }) => listCacambas(ctx.scope)),
  cacamba: fleetReaders
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => getCacamba(ctx.scope, input.id)),
  createCacamba: fleetAdmin
    .input(z.object({ capacityM3: z.number().positive("Informe a capacidade em m³.").max(60) }))
    .mutation(({ ctx, input }) => createCacamba(ctx.scope, input)),
  trucks: fleetReaders.query(({ ctx }) => listTrucks(ctx.scope)),
  createTruck: fleetAdmin
    .input(z.object({ plate: plateSchema }))
    .mutation(({ ctx, input }) => createTruck(ctx.scope, input)),
  setTruckActive: fleetAdmin
    .input(z.object({ id: idSchema, active: z.boolean() }))
    .mutation(({ ctx, input }) => setTruckActive(ctx.scope, input)),
  drivers: fleetReaders.query(({ ctx }) => listDrivers(ctx.scope)),
});
