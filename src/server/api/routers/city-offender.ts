import { resolveMunicipality } from "@/domain";
import { isoDateIn } from "@/lib/format";
import { licensedOn } from "@/server/services/city/bulletins";
import { fileDefence } from "@/server/services/city/citations/defence";
import { getOwnCitation, listOwnCitations } from "@/server/services/city/citations/read";
import { listHaulerReports, reportPhoto } from "@/server/services/city/citizen-reports";
import { createTRPCRouter, orgProcedure, publicProcedure } from "../trpc";
import { byId, defenceInput, municipalityInput } from "./city-inputs";

/** The offender's side: a hauler's (or receiver's) own citations and the citizen reports on its caçambas. */
const offender = orgProcedure(["admin", "dispatcher", "operator"]);

export const cityOffenderRouter = createTRPCRouter({
  citations: offender.query(({ ctx }) => listOwnCitations(ctx.scope)),
  citation: offender.input(byId).query(({ ctx, input }) => getOwnCitation(ctx.scope, input.id)),
  fileDefence: orgProcedure(["admin", "operator"])
    .input(defenceInput)
    .mutation(({ ctx, input }) => fileDefence(ctx.scope, input)),
  reports: orgProcedure(["admin", "dispatcher"]).query(({ ctx }) => listHaulerReports(ctx.scope)),
  reportPhoto: orgProcedure(["admin", "dispatcher"])
    .input(byId)
    .query(({ ctx, input }) => reportPhoto(ctx.scope, input.id)),
});

/** Public registry data (JP art. 15, §4º): the haulers licensed today in a municipality. */
export const cityPublicRouter = createTRPCRouter({
  licensedHaulers: publicProcedure.input(municipalityInput).query(async ({ ctx, input }) => {
    const m = resolveMunicipality(input.municipalityId);
    if (!m) return { date: "", haulers: [] };
    const now = new Date();
    const entries = await licensedOn(ctx.db, m, now);
    return { date: isoDateIn(now, m.timeZone), haulers: entries.filter((e) => e.kind === "hauler") };
  }),
});
