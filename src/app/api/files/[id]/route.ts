import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { getDb } from "@/server/db/client";
import { storageKeyOf } from "@/server/services/files/files";
import { storageFromEnv } from "@/server/services/files/storage";

export const runtime = "nodejs";

/** Downloads a file only after `fleet.files.get` found it in the caller's own org. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const grant = await caller.fleet.files.uploadGrant();
    const meta = await caller.fleet.files.get({ id });
    const key = await storageKeyOf(await getDb(), grant.orgId, meta.id);
    const body = key ? await storageFromEnv().get(key) : null;
    if (!body) return missingFromStorage();
    return fileResponse(body, { ...meta, downloadName: meta.originalName });
  } catch (e) {
    return errorResponse(e);
  }
}
