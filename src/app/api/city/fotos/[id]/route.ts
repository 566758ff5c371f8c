import { attachment, errorResponse, scopeFrom } from "@/server/api/route-helpers";
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
    if (!body) return Response.json({ message: "Arquivo não encontrado no armazenamento." }, { status: 404 });
    return new Response(body, {
      headers: {
        "content-type": meta.contentType,
        "content-length": String(meta.sizeBytes),
        "content-disposition": attachment(meta.originalName, true),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
