import { bulletinFiles, generateBulletin, listBulletins } from "@/server/services/city/bulletins";
import { decideCitation, markCitationPaid } from "@/server/services/city/citations/decide";
import { recordFinalDecision } from "@/server/services/city/citations/final-decision";
import { finePreview } from "@/server/services/city/citations/fine";
import { confirmNoticeRead, issueCitation } from "@/server/services/city/citations/issue";
import { getCityCitation, listCityCitations } from "@/server/services/city/citations/read";
import { listCityReports, reportPhoto } from "@/server/services/city/citizen-reports";
import { ctrReceiptDays, ctrsWithoutReceipt, volumes } from "@/server/services/city/ctr-watch";
import { cityHome } from "@/server/services/city/home";
import { identityChangesIn } from "@/server/services/city/identity-changes";
import {
  getCityInspection,
  inspectionChecklist,
  listCityInspections,
  recordCityInspection,
} from "@/server/services/city/inspections";
import { operatorsIn } from "@/server/services/city/operators";
import { cityReadScope, cityScope } from "@/server/services/city/scope";
import { getCitySettings, saveCitySettings } from "@/server/services/city/settings";
import { cacambasOnStreet } from "@/server/services/city/street";
import type { OrgScope } from "@/server/services/context";
import type { Context } from "../context";
import { createTRPCRouter, orgProcedure } from "../trpc";
import {
  byId,
  citationInput,
  decideInput,
  finalDecisionInput,
  fineQuery,
  inspectionInput,
  paidInput,
  readInput,
  settingsInput,
  volumesInput,
} from "./city-inputs";
import { cityOffenderRouter, cityPublicRouter } from "./city-offender";

/** City auditors only; every service below is scoped to the auditor's own municipality by `cityScope`. */
const auditor = orgProcedure(["auditor"]);

/** The caller's scope without the db handle, for the photo upload/download route handlers. */
const grantOf = ({ db: _db, ...grant }: OrgScope) => grant;

/** The reports, bulletins and exports read here: from the replica when `DATABASE_READ_URL` is set. */
const reportScope = (ctx: Context & { scope: OrgScope }) => cityReadScope(ctx.scope, ctx.readReplica);

export const cityRouter = createTRPCRouter({
  /** Who may upload and read inspection photos (`/api/city/fotos`): the auditor, in their own org. */
  photoGrant: auditor.query(({ ctx }) => grantOf(ctx.scope)),
  home: auditor.query(async ({ ctx }) => {
    const city = await reportScope(ctx);
    return { ...(await cityHome(city)), freshness: city.freshness };
  }),
  street: auditor.query(async ({ ctx }) => cacambasOnStreet(await reportScope(ctx))),
  operators: auditor.query(async ({ ctx }) => {
    const city = await reportScope(ctx);
    return operatorsIn(city.read, city.municipality.id, city.municipality.timeZone, new Date());
  }),
  /** Changes of legal name or CNPJ of the haulers serving the municipality (from their audit trail). */
  identityChanges: auditor.query(async ({ ctx }) => {
    const city = await reportScope(ctx);
    return { ...(await identityChangesIn(city)), freshness: city.freshness };
  }),
  ctrsWithoutReceipt: auditor.query(async ({ ctx }) => {
    const city = await reportScope(ctx);
    const days = await ctrReceiptDays(city);
    return { days, rows: await ctrsWithoutReceipt(city, days), freshness: city.freshness };
  }),
  volumes: auditor.input(volumesInput).query(async ({ ctx, input }) => {
    const months = input?.months ?? 12;
    const city = await reportScope(ctx);
    const since = new Date(Date.now() - months * 31 * 86_400_000);
    return { ...(await volumes(city, since)), freshness: city.freshness };
  }),
  inspections: createTRPCRouter({
    checklist: auditor.query(async ({ ctx }) =>
      inspectionChecklist((await cityScope(ctx.scope)).municipality.id),
    ),
    list: auditor.query(async ({ ctx }) => listCityInspections(await cityScope(ctx.scope))),
    get: auditor
      .input(byId)
      .query(async ({ ctx, input }) => getCityInspection(await cityScope(ctx.scope), input.id)),
    record: auditor
      .input(inspectionInput)
      .mutation(async ({ ctx, input }) => recordCityInspection(await cityScope(ctx.scope), input)),
  }),
  citations: createTRPCRouter({
    list: auditor.query(async ({ ctx }) => listCityCitations(await cityScope(ctx.scope))),
    get: auditor
      .input(byId)
      .query(async ({ ctx, input }) => getCityCitation(await cityScope(ctx.scope), input.id)),
    fine: auditor.input(fineQuery).query(async ({ ctx, input }) => {
      const city = await cityScope(ctx.scope);
      return finePreview(
        city,
        { ...input, severity: input.severity ?? null },
        input.offenderOrgId,
        new Date(),
      );
    }),
    issue: auditor
      .input(citationInput)
      .mutation(async ({ ctx, input }) => issueCitation(await cityScope(ctx.scope), input)),
    confirmRead: auditor
      .input(readInput)
      .mutation(async ({ ctx, input }) =>
        confirmNoticeRead(await cityScope(ctx.scope), input.id, input.readAt),
      ),
    decide: auditor
      .input(decideInput)
      .mutation(async ({ ctx, input }) => decideCitation(await cityScope(ctx.scope), input)),
    finalDecision: auditor
      .input(finalDecisionInput)
      .mutation(async ({ ctx, input }) => recordFinalDecision(await cityScope(ctx.scope), input)),
    markPaid: auditor
      .input(paidInput)
      .mutation(async ({ ctx, input }) => markCitationPaid(await cityScope(ctx.scope), input)),
  }),
  bulletins: createTRPCRouter({
    list: auditor.query(async ({ ctx }) => listBulletins(await reportScope(ctx))),
    generate: auditor.mutation(async ({ ctx }) => generateBulletin(await cityScope(ctx.scope))),
    files: auditor.input(byId).query(async ({ ctx, input }) => {
      const f = await bulletinFiles(await reportScope(ctx), input.id);
      return { ...f, pdf: f.pdf.toString("base64") };
    }),
  }),
  reports: createTRPCRouter({
    list: auditor.query(async ({ ctx }) => listCityReports(await cityScope(ctx.scope))),
    photo: auditor
      .input(byId)
      .query(async ({ ctx, input }) => reportPhoto(await cityScope(ctx.scope), input.id)),
  }),
  settings: auditor.query(async ({ ctx }) => getCitySettings(await cityScope(ctx.scope))),
  saveSettings: auditor
    .input(settingsInput)
    .mutation(async ({ ctx, input }) => saveCitySettings(await cityScope(ctx.scope), input)),
  offender: cityOffenderRouter,
  public: cityPublicRouter,
});
