import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";

export const runtime = "nodejs";

/** An archived bulletin, exactly as generated: `/api/city/boletins/<id>/pdf` or `/csv`. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; format: string }> },
) {
  const { id, format } = await params;
  if (format !== "pdf" && format !== "csv")
    return Response.json({ message: "Formato inválido." }, { status: 404 });
  try {
    const caller = await serverCaller();
    const f = await caller.city.bulletins.files({ id });
    const name = `boletim-${f.referenceDate}.${format}`;
    const body = format === "pdf" ? new Uint8Array(Buffer.from(f.pdf, "base64")) : f.csv;
    return fileResponse(body, {
      contentType: format === "pdf" ? "application/pdf" : "text/csv; charset=utf-8",
      downloadName: name,
      inline: format === "pdf",
    });
  } catch (e) {
    return errorResponse(e);
  }
}
