import { attachment, errorResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { storageFromEnv } from "@/server/services/files/storage";

export const runtime = "nodejs";

/** The superadmin reads a document of a pending request, after `platform.requestDocument` authorized it. */
export async function GET(_request: Request, { params }: { params: Promise<{ orgId: string; id: string }> }) {
  try {
    const caller = await serverCaller();
    const file = await caller.platform.requestDocument(await params);
    const body = await storageFromEnv().get(file.storageKey);
    if (!body) return Response.json({ message: "Arquivo não encontrado no armazenamento." }, { status: 404 });
    return new Response(body, {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.sizeBytes),
        "content-disposition": attachment(file.originalName, true),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
