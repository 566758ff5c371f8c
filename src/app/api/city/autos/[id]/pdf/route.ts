import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { renderCitationPdf } from "@/server/pdf/citation/render";
import { citationForCaller } from "../../../_lib";

export const runtime = "nodejs";

/** The auto de infração as PDF, for the city that issued it and for the offender. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const c = await citationForCaller(id);
    const pdf = await renderCitationPdf(c);
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `auto-de-infracao-${c.number.replace("/", "-")}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
