import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { openMtrPdf } from "@/server/services/mtr/files";
import { badParty, ctrFor, partyOf } from "../../../_lib";

export const runtime = "nodejs";

/** the CDF (certificado de destinação final) covering this CTR's MTR, next to the proof of destination, for the hauler, the receiver or the generator (their CTR read authorizes). */
export async function GET(_request: Request, { params }: { params: Promise<{ party: string; id: string }> }) {
  const { party, id } = await params;
  const p = partyOf(party);
  if (!p || p === "city") return badParty();
  try {
    const ctr = await ctrFor(p, id);
    const found = await openMtrPdf(ctr.orgId, ctr.id, "cdf");
    if (!found)
      return Response.json({ message: "O destinador ainda não emitiu o CDF deste CTR." }, { status: 404 });
    return fileResponse(found.body, { contentType: "application/pdf", downloadName: found.name });
  } catch (e) {
    return errorResponse(e);
  }
}
