import { errorResponse, fileResponse, missingFromStorage, scopeFrom } from "@/server/api/route-helpers";
import { getFile, openStoredFile } from "@/server/services/files/files";

export const runtime = "nodejs";

/** An inspection photo of the auditor's own city org. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const scope = await scopeFrom((c) => c.city.photoGrant());
    const meta = await getFile(scope, id);
    const file = await openStoredFile({ orgId: scope.orgId, fileId: meta.id });
    if (!file) return missingFromStorage();
    return fileResponse(file.body, { ...meta, downloadName: meta.originalName });
  } catch (e) {
    return errorResponse(e);
  }
}
