import { z } from "zod";
import { idSchema, TEXT_MAX, textSchema } from "@/lib/validators";
import { listOutgoingRequests } from "@/server/services/accounts/client-links";
import {
  inviteClientToPortal,
  listClients,
  registerGeneratorForHauler,
} from "@/server/services/accounts/hauler-clients";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { emailSchema, municipalityIdSchema, withTaxId } from "./inputs";

const haulerOffice = orgProcedure(["admin", "dispatcher"]);

/** A hauler's clients (generators), e.g. registered while taking an order by phone; see `registerGeneratorForHauler`. */
export const clientsRouter = createTRPCRouter({
  list: haulerOffice.query(({ ctx }) => listClients(ctx.scope)),
  /** Link requests to clients with an account of their own, waiting for them or refused. */
  requests: haulerOffice.query(({ ctx }) => listOutgoingRequests(ctx.scope)),
  register: haulerOffice
    .input(
      withTaxId({
        legalName: textSchema(TEXT_MAX.name).min(3, "Informe o nome (ou a razão social) do cliente."),
        municipalityId: municipalityIdSchema,
      }),
    )
    .mutation(({ ctx, input }) => registerGeneratorForHauler(ctx.scope, input)),
  inviteToPortal: haulerOffice
    .input(z.object({ generatorOrgId: idSchema, email: emailSchema }))
    .mutation(({ ctx, input }) => inviteClientToPortal(ctx.scope, input, new Date())),
});
