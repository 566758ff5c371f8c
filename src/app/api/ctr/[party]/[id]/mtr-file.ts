import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { openMtrPdf } from "@/server/services/mtr/files";
import { badParty, ctrFor, partyOf } from "../../_lib";

type Params = { params: Promise<{ party: string; id: string }> };

/**
 * A GET handler for one of a CTR's MTR documents (the MTR's PDF as the system gave it, or the CDF), for the
 * hauler, the receiver or the generator (their CTR read authorizes); `missing` is the pt-BR 404.
 */
export function mtrFileRoute(kind: "mtr" | "cdf", missing: string) {
  return async (_request: Request, { params }: Params) => {
    const { party, id } = await params;
    const p = partyOf(party);
    if (!p || p === "city") return badParty();
    try {
      const ctr = await ctrFor(p, id);
      const found = await openMtrPdf(ctr.orgId, ctr.id, kind);
      if (!found) return Response.json({ message: missing }, { status: 404 });
      return fileResponse(found.body, { contentType: "application/pdf", downloadName: found.name });
    } catch (e) {
      return errorResponse(e);
    }
  };
}
