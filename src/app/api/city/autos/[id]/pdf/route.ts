import { attachment, errorResponse } from "@/server/api/route-helpers";
import { renderCitationPdf } from "@/server/pdf/citation/render";
import { citationForCaller } from "../../../_lib";

export const runtime = "nodejs";

/** The auto de infração as PDF, for the city that issued it and for the offender. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const c = await citationForCaller(id);
    const pdf = await renderCitationPdf(c);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": attachment(`auto-de-infracao-${c.number.replace("/", "-")}.pdf`, true),
        "cache-control": "private, no-store",
      },
    });
  } catch (e) {
    return errorResponse(e);
  }
}
