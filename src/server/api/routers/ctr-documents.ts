import type { OrgScope } from "@/server/services/context";
import { createTRPCRouter, orgProcedure } from "../trpc";

/** The caller's scope without the db handle, for route handlers that stream PDFs and CSVs. */
const grantOf = ({ db: _db, ...grant }: OrgScope) => grant;

/** Gates of the document routes (`/api/ctr/**`): each party's grant checks its roles here. */
export const ctrDocumentsRouter = createTRPCRouter({
  haulerGrant: orgProcedure(["admin", "dispatcher", "driver"]).query(({ ctx }) => grantOf(ctx.scope)),
  receiverGrant: orgProcedure(["operator"]).query(({ ctx }) => grantOf(ctx.scope)),
  generatorGrant: orgProcedure(["client"]).query(({ ctx }) => grantOf(ctx.scope)),
  cityGrant: orgProcedure(["auditor"]).query(({ ctx }) => grantOf(ctx.scope)),
});
