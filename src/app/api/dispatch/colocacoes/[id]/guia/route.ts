import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { renderUsageGuidePdf } from "@/server/pdf/usage-guide/render";

export const runtime = "nodejs";

/** `GET /api/dispatch/colocacoes/<id>/guia` → the usage guide PDF of one placement of the caller's hauler. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const data = await (await serverCaller()).dispatch.placements.usageGuide({ placementId: id });
    const pdf = await renderUsageGuidePdf(data);
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: "orientacoes-cacamba.pdf",
    });
  } catch (e) {
    return errorResponse(e);
  }
}
