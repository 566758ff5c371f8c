import { uploadResponse } from "@/server/api/route-helpers";

export const runtime = "nodejs";

/** `POST /api/city/fotos?name=foto.jpg`: an auditor's inspection photo (JPEG/PNG), streamed and size-limited. */
export function POST(request: Request) {
  return uploadResponse(request, {
    grant: (c) => c.city.photoGrant(),
    purpose: "inspection_photo",
    originalName: new URL(request.url).searchParams.get("name") ?? "",
  });
}
