import { uploadResponse } from "@/server/api/route-helpers";
import { ORG_REQUEST_DOCUMENT } from "@/server/services/accounts/org-request-documents";

export const runtime = "nodejs";

/** `POST /api/cadastro/documentos?name=alvara.pdf`: a document for a receiver's or city's pending request. */
export function POST(request: Request) {
  return uploadResponse(request, {
    grant: (c) => c.accounts.requestDocumentGrant(),
    purpose: ORG_REQUEST_DOCUMENT,
    originalName: new URL(request.url).searchParams.get("name") ?? "",
  });
}
