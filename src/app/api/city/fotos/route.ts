import { errorResponse, scopeFrom } from "@/server/api/route-helpers";
import { storeUpload, UploadRejected } from "@/server/services/files/upload";

export const runtime = "nodejs";

/** `POST /api/city/fotos?name=foto.jpg`: an auditor's inspection photo (JPEG/PNG), streamed and size-limited. */
export async function POST(request: Request) {
  const url = new URL(request.url);
  try {
    const scope = await scopeFrom((c) => c.city.photoGrant());
    if (!request.body)
      return Response.json({ message: "Arquivo vazio: escolha a foto de novo." }, { status: 400 });
    const file = await storeUpload(scope, {
      purpose: "inspection_photo",
      originalName: url.searchParams.get("name") ?? "",
      body: request.body as unknown as AsyncIterable<Uint8Array>,
    });
    return Response.json(file, { status: 201 });
  } catch (e) {
    if (e instanceof UploadRejected) return Response.json({ message: e.message }, { status: e.status });
    return errorResponse(e);
  }
}
