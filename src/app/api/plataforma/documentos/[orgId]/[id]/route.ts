import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { storageFromEnv } from "@/server/services/files/storage";

export const runtime = "nodejs";

/** The superadmin reads a document of a pending request, after `platform.requestDocument` authorized it. */
export async function GET(_request: Request, { params }: { params: Promise<{ orgId: string; id: string }> }) {
  try {
    const caller = await serverCaller();
    const file = await caller.platform.requestDocument(await params);
    const body = await storageFromEnv().get(file.storageKey);
    if (!body) return missingFromStorage();
    return fileResponse(body, { ...file, downloadName: file.originalName });
  } catch (e) {
    return errorResponse(e);
  }
}
