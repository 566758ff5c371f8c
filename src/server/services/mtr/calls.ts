import { and, desc, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import {
  MTR_CALL_OUTCOME_LABEL,
  MTR_SYSTEM_LABEL,
  type MtrCallOutcome,
  mtrOperationLabel,
} from "@/domain/mtr";
import { ctrs, mtrCalls, mtrCdfs, mtrs } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { periodBounds, receiverZone } from "./cdf-period";

export interface MtrCallFilter {
  /** A CTR's, an MTR's or a CDF's number, or part of it. */
  document?: string | null;
  outcome?: MtrCallOutcome | null;
  from?: string | null;
  to?: string | null;
}

/** At most this many calls on one screen, newest first. */
export const MTR_CALLS_LIMIT = 200;

/**
 * The calls to the MTR systems that concern the org: those it made (its hauler's MTRs, its receiver's
 * CDFs, its lookups) and those made for an MTR it is party to (the generator's credentials issue it,
 * the receiver's receive it). Never another org's call, never a password or a token.
 */
export async function listMtrCalls(scope: OrgScope, filter: MtrCallFilter) {
  const mine = or(
    eq(mtrCalls.orgId, scope.orgId),
    eq(mtrs.generatorOrgId, scope.orgId),
    eq(mtrs.receiverOrgId, scope.orgId),
  ) as SQL;
  const where: SQL[] = [mine];
  const doc = filter.document?.trim();
  if (doc) {
    const like = `%${doc.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(ctrs.number, like), ilike(mtrs.number, like), ilike(mtrCdfs.number, like)) as SQL);
  }
  if (filter.outcome) where.push(eq(mtrCalls.outcome, filter.outcome));
  if (filter.from || filter.to) {
    const { timeZone } = await receiverZone(scope.db, scope.orgId);
    const { start, end } = periodBounds(filter.from ?? "1970-01-01", filter.to ?? "9999-12-31", timeZone);
    if (filter.from) where.push(gte(mtrCalls.at, start));
    if (filter.to) where.push(lte(mtrCalls.at, end));
  }
  const rows = await scope.db
    .select({
      id: mtrCalls.id,
      at: mtrCalls.at,
      system: mtrCalls.system,
      operation: mtrCalls.operation,
      outcome: mtrCalls.outcome,
      httpStatus: mtrCalls.httpStatus,
      ms: mtrCalls.ms,
      message: mtrCalls.message,
      ctrId: ctrs.id,
      ctrNumber: ctrs.number,
      mtrNumber: mtrs.number,
      cdfNumber: mtrCdfs.number,
    })
    .from(mtrCalls)
    .leftJoin(mtrs, eq(mtrs.id, mtrCalls.mtrId))
    .leftJoin(ctrs, and(eq(ctrs.orgId, mtrs.orgId), eq(ctrs.id, mtrs.ctrId)))
    .leftJoin(mtrCdfs, and(eq(mtrCdfs.orgId, mtrCalls.orgId), eq(mtrCdfs.id, mtrCalls.cdfId)))
    .where(and(...where))
    .orderBy(desc(mtrCalls.at))
    .limit(MTR_CALLS_LIMIT);
  return rows.map((r) => ({
    ...r,
    systemLabel: MTR_SYSTEM_LABEL[r.system],
    operationLabel: mtrOperationLabel(r.operation),
    outcomeLabel: MTR_CALL_OUTCOME_LABEL[r.outcome as MtrCallOutcome] ?? r.outcome,
  }));
}
