import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { openStoredFile } from "@/server/services/files/files";

export const runtime = "nodejs";

/** Downloads a file only after `fleet.files.get` found it in the caller's own org. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const grant = await caller.fleet.files.uploadGrant();
    const meta = await caller.fleet.files.get({ id });
    const file = await openStoredFile({ orgId: grant.orgId, fileId: meta.id });
    if (!file) return missingFromStorage();
    return fileResponse(file.body, { ...meta, downloadName: meta.originalName });
  } catch (e) {
    return errorResponse(e);
  }
}
