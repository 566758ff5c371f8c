import { errorResponse, scopeFrom } from "@/server/api/route-helpers";
import { isFilePurpose, storeUpload, UploadRejected } from "@/server/services/files/upload";

export const runtime = "nodejs";

/**
 * `POST /api/files?purpose=licence_document&name=alvara.pdf` with the file as the raw body. The caller is
 * authorized before a byte is read; the body is streamed to storage, refused past the size limit (413)
 * or when its content is not an accepted type (415).
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const purpose = url.searchParams.get("purpose") ?? "";
  if (!isFilePurpose(purpose))
    return Response.json({ message: "Finalidade do arquivo inválida." }, { status: 400 });
  try {
    const scope = await scopeFrom((c) => c.fleet.files.uploadGrant());
    if (!request.body)
      return Response.json({ message: "Arquivo vazio: escolha o arquivo de novo." }, { status: 400 });
    const file = await storeUpload(scope, {
      purpose,
      originalName: url.searchParams.get("name") ?? "",
      body: request.body as unknown as AsyncIterable<Uint8Array>,
    });
    return Response.json(file, { status: 201 });
  } catch (e) {
    if (e instanceof UploadRejected) return Response.json({ message: e.message }, { status: e.status });
    return errorResponse(e);
  }
}
