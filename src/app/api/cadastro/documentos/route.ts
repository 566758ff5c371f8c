import { errorResponse, scopeFrom } from "@/server/api/route-helpers";
import { ORG_REQUEST_DOCUMENT } from "@/server/services/accounts/org-request-documents";
import { storeUpload, UploadRejected } from "@/server/services/files/upload";

export const runtime = "nodejs";

/** `POST /api/cadastro/documentos?name=alvara.pdf`: a document for a receiver's or city's pending request. */
export async function POST(request: Request) {
  const name = new URL(request.url).searchParams.get("name") ?? "";
  try {
    const scope = await scopeFrom((c) => c.accounts.requestDocumentGrant());
    if (!request.body)
      return Response.json({ message: "Arquivo vazio: escolha o arquivo de novo." }, { status: 400 });
    const file = await storeUpload(scope, {
      purpose: ORG_REQUEST_DOCUMENT,
      originalName: name,
      body: request.body as unknown as AsyncIterable<Uint8Array>,
    });
    return Response.json(file, { status: 201 });
  } catch (e) {
    if (e instanceof UploadRejected) return Response.json({ message: e.message }, { status: e.status });
    return errorResponse(e);
  }
}
