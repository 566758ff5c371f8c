import { and, desc, eq, exists, or } from "drizzle-orm";
import { MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { mtrCdfs, mtrs, orgs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";

/**
 * What the parties read of the CDFs (Portaria MMA 280/2020): the generator's list of the CDFs covering
 * its MTRs, and one CDF for a party to it. Only an issued CDF counts (one waiting has no number nor PDF).
 */

const cdfColumns = {
  id: mtrCdfs.id,
  receiverOrgId: mtrCdfs.orgId,
  receiverName: orgs.legalName,
  system: mtrCdfs.system,
  number: mtrCdfs.number,
  periodFrom: mtrCdfs.periodFrom,
  periodTo: mtrCdfs.periodTo,
  issuedAt: mtrCdfs.issuedAt,
  fileId: mtrCdfs.fileId,
};

interface CdfRow {
  id: string;
  receiverOrgId: string;
  receiverName: string;
  system: MtrSystem;
  number: string | null;
  periodFrom: string;
  periodTo: string;
  issuedAt: Date | null;
  fileId: string | null;
}

function view({ fileId, ...rest }: CdfRow) {
  return { ...rest, systemLabel: MTR_SYSTEM_LABEL[rest.system], hasPdf: fileId !== null };
}

/** The generator's CDFs, newest first, each with the numbers of the generator's own MTRs it covers. */
export async function generatorCdfs(scope: OrgScope) {
  const rows = await scope.db
    .select({ ...cdfColumns, mtrNumber: mtrs.number })
    .from(mtrs)
    .innerJoin(
      mtrCdfs,
      and(eq(mtrCdfs.status, "issued"), eq(mtrCdfs.orgId, mtrs.receiverOrgId), eq(mtrCdfs.id, mtrs.cdfId)),
    )
    .innerJoin(orgs, eq(orgs.id, mtrCdfs.orgId))
    .where(eq(mtrs.generatorOrgId, scope.orgId))
    .orderBy(desc(mtrCdfs.issuedAt), mtrs.number);
  const byCdf = new Map<string, ReturnType<typeof view> & { mtrNumbers: string[] }>();
  for (const { mtrNumber, ...r } of rows) {
    const cdf = byCdf.get(r.id) ?? { ...view(r), mtrNumbers: [] };
    if (mtrNumber) cdf.mtrNumbers.push(mtrNumber);
    byCdf.set(r.id, cdf);
  }
  return [...byCdf.values()];
}

/**
 * One issued CDF for a party to it: the receiver that issued it, or the generator or the hauler of an
 * MTR it covers. Any other org gets NOT_FOUND (never a hint that it exists).
 */
export async function cdfForParty(scope: OrgScope, id: string) {
  const coversMine = scope.db
    .select({ id: mtrs.id })
    .from(mtrs)
    .where(
      and(
        eq(mtrs.receiverOrgId, mtrCdfs.orgId),
        eq(mtrs.cdfId, mtrCdfs.id),
        or(eq(mtrs.generatorOrgId, scope.orgId), eq(mtrs.orgId, scope.orgId)),
      ),
    );
  const [row] = await scope.db
    .select(cdfColumns)
    .from(mtrCdfs)
    .innerJoin(orgs, eq(orgs.id, mtrCdfs.orgId))
    .where(
      and(
        eq(mtrCdfs.id, id),
        eq(mtrCdfs.status, "issued"),
        or(eq(mtrCdfs.orgId, scope.orgId), exists(coversMine)),
      ),
    );
  if (!row) throw notFound("CDF");
  return { ...view(row), fileId: row.fileId };
}
