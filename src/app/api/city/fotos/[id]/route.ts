import { errorResponse, fileResponse, missingFromStorage, scopeFrom } from "@/server/api/route-helpers";
import { getFile, storageKeyOf } from "@/server/services/files/files";
import { storageFromEnv } from "@/server/services/files/storage";

export const runtime = "nodejs";

/** An inspection photo of the auditor's own city org. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const scope = await scopeFrom((c) => c.city.photoGrant());
    const meta = await getFile(scope, id);
    const key = await storageKeyOf(scope.db, scope.orgId, meta.id);
    const body = key ? await storageFromEnv().get(key) : null;
    if (!body) return missingFromStorage();
    return fileResponse(body, { ...meta, downloadName: meta.originalName });
  } catch (e) {
    return errorResponse(e);
  }
}
