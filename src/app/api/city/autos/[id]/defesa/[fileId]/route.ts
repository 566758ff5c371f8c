import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { getDb } from "@/server/db/client";
import { storageKeyOf } from "@/server/services/files/files";
import { storageFromEnv } from "@/server/services/files/storage";

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
    const key = await storageKeyOf(await getDb(), defence.orgId, fileId);
    const body = key ? await storageFromEnv().get(key) : null;
    if (!body || !key) return missingFromStorage();
    const ext = key.split(".").pop() ?? "";
    const contentType = ext === "pdf" ? "application/pdf" : ext === "png" ? "image/png" : "image/jpeg";
    return fileResponse(body, { contentType, downloadName: `defesa-${c.number.replace("/", "-")}.${ext}` });
  } catch (e) {
    return errorResponse(e);
  }
}
