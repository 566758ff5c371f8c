import { z } from "zod";
import { cepSchema, TEXT_MAX, textSchema } from "@/lib/validators";
import { lookupCep, searchPlaces } from "@/server/services/addresses/lookup";
import { createTRPCRouter, orgProcedure } from "../trpc";

/** Who registers sites: the client for its own, the hauler's office for a phone client. */
const siteMakers = orgProcedure(["client", "admin", "dispatcher"]);

export const addressesRouter = createTRPCRouter({
  /** CEP → street, bairro, city (BrasilAPI or ViaCEP through the server; cached). */
  cep: siteMakers
    .input(z.object({ cep: cepSchema }))
    .query(({ ctx, input }) => lookupCep(ctx.scope, input.cep)),
  /** Typed address → places with their position (a Nominatim-compatible geocoder, or Mapbox's; cached). */
  search: siteMakers
    .input(
      z.object({
        query: textSchema(TEXT_MAX.address).min(5, "Digite a rua, o número e a cidade (ao menos 5 letras)."),
      }),
    )
    .query(({ ctx, input }) => searchPlaces(ctx.scope, input.query)),
});
