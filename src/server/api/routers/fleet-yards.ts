import { z } from "zod";
import { idSchema } from "@/lib/validators";
import { createYard, listYards, setDefaultYard, updateYard } from "@/server/services/fleet/yards";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { yardInput } from "./fleet-inputs";

const yardAdmin = orgProcedure(["admin"]);
const byId = z.object({ id: idSchema });

/** A hauler's yards (pátios): the admin keeps them; the dispatch office reads them to plan the day. */
export const yardsRouter = createTRPCRouter({
  list: orgProcedure(["admin", "dispatcher"]).query(({ ctx }) => listYards(ctx.scope)),
  create: yardAdmin.input(yardInput).mutation(({ ctx, input }) => createYard(ctx.scope, input)),
  update: yardAdmin
    .input(yardInput.extend({ id: idSchema }))
    .mutation(({ ctx, input }) => updateYard(ctx.scope, input)),
  setDefault: yardAdmin.input(byId).mutation(({ ctx, input }) => setDefaultYard(ctx.scope, input)),
});
