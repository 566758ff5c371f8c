import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { openStoredFile } from "@/server/services/files/files";

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
    const file = await openStoredFile({ orgId: grant.orgId, fileId: dossier.fileId });
    if (!file) return missingFromStorage();
    return fileResponse(file.body, {
      contentType: "application/pdf",
      downloadName: `dossie-ctr-${dossier.id.slice(0, 8)}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
