import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { getDb } from "@/server/db/client";
import { storageKeyOf } from "@/server/services/files/files";
import { storageFromEnv } from "@/server/services/files/storage";

export const runtime = "nodejs";

/** Downloads a finished site dossier of the caller's generator org. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const grant = await caller.ctr.documents.generatorGrant();
    const dossier = await caller.ctr.documents.dossier({ id });
    if (dossier.status !== "done" || !dossier.fileId)
      return Response.json({ message: "O dossiê ainda está sendo gerado." }, { status: 409 });
    const key = await storageKeyOf(await getDb(), grant.orgId, dossier.fileId);
    const body = key ? await storageFromEnv().get(key) : null;
    if (!body) return missingFromStorage();
    return fileResponse(body, {
      contentType: "application/pdf",
      downloadName: `dossie-ctr-${dossier.id.slice(0, 8)}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
