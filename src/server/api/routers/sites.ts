import { z } from "zod";
import { cepSchema, TEXT_MAX, textSchema } from "@/lib/validators";
import { createSite, listSites } from "@/server/services/sites/sites";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { municipalityIdSchema } from "./inputs";

const siteInput = z.object({
  name: textSchema(TEXT_MAX.name).min(2, "Dê um nome à obra (ex.: Reforma Rua Halfeld)."),
  address: textSchema(TEXT_MAX.address).min(5, "Informe o endereço completo da obra."),
  cep: cepSchema,
  municipalityId: municipalityIdSchema,
  lat: z.number().min(-34, "Latitude fora do Brasil.").max(6, "Latitude fora do Brasil."),
  lon: z.number().min(-74, "Longitude fora do Brasil.").max(-28, "Longitude fora do Brasil."),
});

export const sitesRouter = createTRPCRouter({
  list: orgProcedure(["client"]).query(({ ctx }) => listSites(ctx.scope)),
  create: orgProcedure(["client"])
    .input(siteInput)
    .mutation(({ ctx, input }) => createSite(ctx.scope, input)),
});
