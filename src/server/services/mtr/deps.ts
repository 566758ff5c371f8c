import type { MtrSystem } from "@/domain/mtr";
import type { DbOrTx } from "@/server/db/client";
import { mtrCalls } from "@/server/db/schema";
import { MtrClient } from "@/server/mtr/client";
import { mtrBaseUrlFromEnv, mtrTimeoutFromEnv } from "@/server/mtr/config";
import { type UploadDeps, uploadDepsFromEnv } from "@/server/services/files/upload";

/** Where the MTR systems are and where their PDFs are kept: from the environment, or a test's fake. */
export interface MtrDeps {
  /** The org is passed for the built-in fake, which keeps each org's calls apart. */
  baseUrl: (system: MtrSystem, orgId?: string | null) => string;
  timeoutMs: number;
  files: Pick<UploadDeps, "storage" | "tempDir">;
}

export function mtrDepsFromEnv(env: NodeJS.ProcessEnv = process.env): MtrDeps {
  return {
    baseUrl: mtrBaseUrlFromEnv(env),
    timeoutMs: mtrTimeoutFromEnv(env),
    files: uploadDepsFromEnv(env),
  };
}

/** A client whose every call is written to `mtr_calls` for this org (and MTR, or CDF). */
export function clientFor(
  db: DbOrTx,
  deps: MtrDeps,
  orgId: string | null,
  mtrId: string | null = null,
  cdfId: string | null = null,
) {
  return new MtrClient({
    baseUrl: (system) => deps.baseUrl(system, orgId),
    timeoutMs: deps.timeoutMs,
    onCall: (c) =>
      db.insert(mtrCalls).values({
        orgId,
        mtrId,
        cdfId,
        system: c.system,
        operation: c.operation,
        outcome: c.outcome,
        httpStatus: c.httpStatus,
        ms: c.ms,
        message: c.message?.slice(0, 500) ?? null,
      }),
  });
}
