import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { openStoredFile } from "@/server/services/files/files";
import { extensionOf } from "@/server/services/files/sniff";

export const runtime = "nodejs";

/** A file of the offender's defence, for the city that issued the citation (its read is authorized by `city.citations.get`). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; fileId: string }> },
) {
  const { id, fileId } = await params;
  try {
    const caller = await serverCaller();
    const c = await caller.city.citations.get({ id });
    const defence = c.defence;
    if (!defence?.fileIds.includes(fileId))
      return Response.json({ message: "Arquivo da defesa não encontrado." }, { status: 404 });
    const file = await openStoredFile({ orgId: defence.orgId, fileId });
    if (!file) return missingFromStorage();
    return fileResponse(file.body, {
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      downloadName: `defesa-${c.number.replace("/", "-")}.${extensionOf(file.contentType)}`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
