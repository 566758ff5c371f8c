import { z } from "zod";
import { idSchema } from "@/lib/validators";
import type { OrgScope } from "@/server/services/context";
import { getDossier, listDossiers, startDossier } from "@/server/services/ctr/dossier";
import { createTRPCRouter, orgProcedure } from "../trpc";

/** The caller's scope without the db handle, for route handlers that stream PDFs and CSVs. */
const grantOf = ({ db: _db, ...grant }: OrgScope) => grant;
const generator = orgProcedure(["client"]);

/** Gates of the document routes (`/api/ctr/**`) and the generator's site dossier. */
export const ctrDocumentsRouter = createTRPCRouter({
  haulerGrant: orgProcedure(["admin", "dispatcher", "driver"]).query(({ ctx }) => grantOf(ctx.scope)),
  receiverGrant: orgProcedure(["operator"]).query(({ ctx }) => grantOf(ctx.scope)),
  generatorGrant: generator.query(({ ctx }) => grantOf(ctx.scope)),
  cityGrant: orgProcedure(["auditor"]).query(({ ctx }) => grantOf(ctx.scope)),
  /** Site dossier for the Habite-se (JP art. 12, §3º), built in the background. */
  startDossier: generator.input(z.object({ siteId: idSchema })).mutation(async ({ ctx, input }) => {
    const { id, total } = await startDossier(ctx.scope, input.siteId);
    return { id, total };
  }),
  dossier: generator
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => getDossier(ctx.scope, input.id)),
  dossiers: generator.query(({ ctx }) => listDossiers(ctx.scope)),
});
