import { z } from "zod";
import { textSchema } from "@/lib/validators";
import { jobOfCtr } from "@/server/services/ctr/for-job";
import { cancelCtr, departCtr } from "@/server/services/ctr/hauler-actions";
import { issueCtrThrough } from "@/server/services/ctr/issue";
import { ctrsDisagreeingWithJobs, jobLoad } from "@/server/services/ctr/job-facts";
import { issueOptions } from "@/server/services/ctr/options";
import { getPublicCtr } from "@/server/services/ctr/public";
import { findForReceiver, getCtr, listCtrs } from "@/server/services/ctr/read";
import { correctReceipt } from "@/server/services/ctr/receipt-correction";
import { checkLoad, receiveCtr, rejectCtr } from "@/server/services/ctr/receiver-actions";
import { getReceiverProfile, saveReceiverProfile } from "@/server/services/ctr/receiver-profile";
import { getCtrSettings, saveCtrSettings } from "@/server/services/ctr/settings";
import { receivedToday } from "@/server/services/ctr/today";
import { createTRPCRouter, orgGateProcedure, orgProcedure, publicProcedure } from "../trpc";
import { ctrDocumentsRouter } from "./ctr-documents";
import {
  byId,
  cancelInput,
  correctReceiptInput,
  departInput,
  findInput,
  issueInput,
  listFilter,
  receiveInput,
  receiverProfileInput,
  rejectInput,
  settingsInput,
} from "./ctr-inputs";

const hauler = orgProcedure(["admin", "dispatcher", "driver"]);
const haulerGate = orgGateProcedure(["admin", "dispatcher", "driver"]);
const receiver = orgProcedure(["operator"]);
const generator = orgProcedure(["client"]);
const city = orgProcedure(["auditor"]);

/**
 * CTRs, one sub-router per party. Each party reads only the CTRs it is named on: the hauler that
 * issued them, the receiver they are addressed to, the generator, the city of the origin.
 */
export const ctrRouter = createTRPCRouter({
  hauler: createTRPCRouter({
    list: hauler.input(listFilter).query(({ ctx, input }) => listCtrs(ctx.scope, "hauler", input ?? {})),
    get: hauler.input(byId).query(({ ctx, input }) => getCtr(ctx.scope, "hauler", input.id)),
    job: hauler.input(byId).query(({ ctx, input }) => jobOfCtr(ctx.scope, input.id)),
    options: hauler.query(({ ctx }) => issueOptions(ctx.scope)),
    jobLoad: hauler.input(byId).query(({ ctx, input }) => jobLoad(ctx.scope, input.id)),
    disagreements: hauler.query(({ ctx }) => ctrsDisagreeingWithJobs(ctx.scope.db, ctx.scope.orgId)),
    issue: haulerGate.input(issueInput).mutation(({ ctx, input }) => issueCtrThrough(ctx.gate, input)),
    depart: hauler.input(departInput).mutation(({ ctx, input }) => departCtr(ctx.scope, input)),
    cancel: orgProcedure(["admin", "dispatcher"])
      .input(cancelInput)
      .mutation(({ ctx, input }) => cancelCtr(ctx.scope, input)),
    settings: hauler.query(({ ctx }) => getCtrSettings(ctx.scope)),
    saveSettings: orgProcedure(["admin"])
      .input(settingsInput)
      .mutation(({ ctx, input }) => saveCtrSettings(ctx.scope, input)),
  }),
  receiver: createTRPCRouter({
    list: receiver.input(listFilter).query(({ ctx, input }) => listCtrs(ctx.scope, "receiver", input ?? {})),
    get: receiver.input(byId).query(({ ctx, input }) => getCtr(ctx.scope, "receiver", input.id)),
    find: receiver.input(findInput).query(({ ctx, input }) => findForReceiver(ctx.scope, input.query)),
    check: receiver.input(byId).query(({ ctx, input }) => checkLoad(ctx.scope, input.id)),
    receive: receiver.input(receiveInput).mutation(({ ctx, input }) => receiveCtr(ctx.scope, input)),
    reject: receiver.input(rejectInput).mutation(({ ctx, input }) => rejectCtr(ctx.scope, input)),
    correctReceipt: receiver
      .input(correctReceiptInput)
      .mutation(({ ctx, input }) => correctReceipt(ctx.scope, input)),
    today: receiver.query(({ ctx }) => receivedToday(ctx.scope)),
    profile: receiver.query(({ ctx }) => getReceiverProfile(ctx.scope)),
    saveProfile: receiver
      .input(receiverProfileInput)
      .mutation(({ ctx, input }) =>
        saveReceiverProfile(ctx.scope, { ...input, licenceValidUntil: input.licenceValidUntil ?? null }),
      ),
  }),
  generator: createTRPCRouter({
    list: generator
      .input(listFilter)
      .query(({ ctx, input }) => listCtrs(ctx.scope, "generator", input ?? {})),
    get: generator.input(byId).query(({ ctx, input }) => getCtr(ctx.scope, "generator", input.id)),
  }),
  city: createTRPCRouter({
    list: city.input(listFilter).query(({ ctx, input }) => listCtrs(ctx.scope, "city", input ?? {})),
    get: city.input(byId).query(({ ctx, input }) => getCtr(ctx.scope, "city", input.id)),
  }),
  documents: ctrDocumentsRouter,
  check: publicProcedure
    .input(z.object({ code: textSchema(40).min(4, "Código de verificação inválido.") }))
    .query(({ ctx, input }) => getPublicCtr(ctx.db, input.code)),
});
