import { uploadResponse } from "@/server/api/route-helpers";
import { isFilePurpose } from "@/server/services/files/upload";

export const runtime = "nodejs";

/**
 * `POST /api/files?purpose=licence_document&name=alvara.pdf` with the file as the raw body. Refused at
 * once by Content-Length (413); the caller is authorized before a byte is read; the body is streamed to
 * storage, refused past the size limit (413) or when its content is not an accepted type (415).
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const purpose = url.searchParams.get("purpose") ?? "";
  if (!isFilePurpose(purpose))
    return Response.json({ message: "Finalidade do arquivo inválida." }, { status: 400 });
  return uploadResponse(request, {
    grant: (c) => c.fleet.files.uploadGrant(),
    purpose,
    originalName: url.searchParams.get("name") ?? "",
  });
}
