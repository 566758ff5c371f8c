import { z } from "zod";
import { getCtr } from "@/server/services/ctr/read";
import { listMtrCalls } from "@/server/services/mtr/calls";
import { cdfPreview, issueCdfs, listCdfs } from "@/server/services/mtr/cdf";
import { cdfForParty, generatorCdfs } from "@/server/services/mtr/cdf-read";
import { grantConsent, listConsents, revokeConsent } from "@/server/services/mtr/consent";
import { listCredentials, removeCredentials, saveCredentials } from "@/server/services/mtr/credentials";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { generatorMtrDocuments, mtrOfCtr, pendingReceiptChanges } from "@/server/services/mtr/read";
import { answerReceiptChange } from "@/server/services/mtr/receipt-change";
import { requestMtr, retryMtr } from "@/server/services/mtr/request";
import { listStateSystems, saveStateSystem, systemForOrg } from "@/server/services/mtr/state-systems";
import { listWasteCodes, removeWasteCode, saveWasteCode } from "@/server/services/mtr/waste-codes";
import { createTRPCRouter, orgProcedure, superadminProcedure } from "../trpc";
import {
  byCtr,
  byHauler,
  byMtr,
  bySystem,
  callsFilter,
  credentialsInput,
  periodInput,
  receiptChangeAnswerInput,
  stateSystemInput,
  wasteCodeInput,
} from "./mtr-inputs";

const hauler = orgProcedure(["admin", "dispatcher"]);
const haulerRead = orgProcedure(["admin", "dispatcher", "driver"]);
const receiver = orgProcedure(["operator"]);
const generator = orgProcedure(["client"]);
/** Who keeps the org's access to the MTR systems: the hauler's admin, the receiver, the generator. */
const credentialKeeper = orgProcedure(["admin", "operator", "client"]);

/** The MTR of a CTR as one party sees it (the party's own CTR read authorizes). */
const ofCtr = (party: "hauler" | "receiver" | "generator") =>
  orgProcedure(
    party === "hauler" ? ["admin", "dispatcher", "driver"] : party === "receiver" ? ["operator"] : ["client"],
  )
    .input(byCtr)
    .query(async ({ ctx, input }) => {
      const ctr = await getCtr(ctx.scope, party, input.ctrId);
      const found = await mtrOfCtr(ctx.scope.db, ctr.orgId, ctr.id);
      if (!found) return null;
      const { row: _row, ...view } = found;
      return view;
    });

/** MTR and CDF (Portaria MMA 280/2020): credentials, consent, the hauler's IBAMA table, issue, CDF. */
export const mtrRouter = createTRPCRouter({
  credentials: credentialKeeper.query(({ ctx }) => listCredentials(ctx.scope)),
  mySystem: orgProcedure(["admin", "dispatcher", "operator", "client"]).query(({ ctx }) =>
    systemForOrg(ctx.scope.db, ctx.scope.orgId),
  ),
  /** The call log: every call to the systems that concerns the org, filtered. */
  calls: orgProcedure(["admin", "dispatcher", "operator", "client"])
    .input(callsFilter)
    .query(({ ctx, input }) => listMtrCalls(ctx.scope, input)),
  /** One issued CDF for a party to it (its receiver, or the generator or hauler of an MTR it covers): its PDF's route. */
  cdf: orgProcedure(["admin", "dispatcher", "operator", "client"])
    .input(byMtr)
    .query(({ ctx, input }) => cdfForParty(ctx.scope, input.id)),
  saveCredentials: credentialKeeper
    .input(credentialsInput)
    .mutation(({ ctx, input }) => saveCredentials(ctx.scope, input)),
  removeCredentials: credentialKeeper
    .input(bySystem)
    .mutation(({ ctx, input }) => removeCredentials(ctx.scope, input.system)),
  generator: createTRPCRouter({
    consents: generator.query(({ ctx }) => listConsents(ctx.scope)),
    grant: generator.input(byHauler).mutation(({ ctx, input }) => grantConsent(ctx.scope, input.haulerOrgId)),
    revoke: generator
      .input(byHauler)
      .mutation(({ ctx, input }) => revokeConsent(ctx.scope, input.haulerOrgId)),
    ofCtr: ofCtr("generator"),
    documents: generator.query(({ ctx }) => generatorMtrDocuments(ctx.scope)),
    /** The CDFs covering the generator's MTRs, for its "MTR e CDF" page. */
    cdfs: generator.query(({ ctx }) => generatorCdfs(ctx.scope)),
    /** The MTRs whose altered receipt waits for the generator's answer (its "MTR e CDF" page). */
    receiptChanges: generator.query(({ ctx }) => pendingReceiptChanges(ctx.scope)),
    /** Accepts or refuses the receipt the receiver altered in the system (`aceiteAlteracaoRecebimento`). */
    answerReceiptChange: generator
      .input(receiptChangeAnswerInput)
      .mutation(({ ctx, input }) => answerReceiptChange(ctx.scope, input, mtrDepsFromEnv())),
  }),
  hauler: createTRPCRouter({
    ofCtr: ofCtr("hauler"),
    request: haulerRead
      .input(byCtr)
      .mutation(({ ctx, input }) => requestMtr(ctx.scope, input.ctrId, mtrDepsFromEnv())),
    retry: hauler.input(byMtr).mutation(({ ctx, input }) => retryMtr(ctx.scope, input.id, mtrDepsFromEnv())),
    /** The same answer, given by the hauler in the generator's name (with its consent). */
    answerReceiptChange: hauler
      .input(receiptChangeAnswerInput)
      .mutation(({ ctx, input }) => answerReceiptChange(ctx.scope, input, mtrDepsFromEnv())),
    wasteCodes: haulerRead.query(({ ctx }) => listWasteCodes(ctx.scope)),
    saveWasteCode: orgProcedure(["admin"])
      .input(wasteCodeInput)
      .mutation(({ ctx, input }) => saveWasteCode(ctx.scope, input)),
    removeWasteCode: orgProcedure(["admin"])
      .input(z.object({ id: byMtr.shape.id }))
      .mutation(({ ctx, input }) => removeWasteCode(ctx.scope, input.id)),
  }),
  receiver: createTRPCRouter({
    ofCtr: ofCtr("receiver"),
    cdfPreview: receiver.input(periodInput).query(({ ctx, input }) => cdfPreview(ctx.scope, input)),
    issueCdf: orgProcedure(["operator"], { allowWhenReadOnly: true })
      .input(periodInput)
      .mutation(({ ctx, input }) => issueCdfs(ctx.scope, input, mtrDepsFromEnv())),
    cdfs: receiver.query(({ ctx }) => listCdfs(ctx.scope)),
  }),
  platform: createTRPCRouter({
    stateSystems: superadminProcedure.query(({ ctx }) => listStateSystems(ctx.db)),
    saveStateSystem: superadminProcedure
      .input(stateSystemInput)
      .mutation(({ ctx, input }) => saveStateSystem(ctx.db, ctx.user.id, input.uf, input.system)),
  }),
});
