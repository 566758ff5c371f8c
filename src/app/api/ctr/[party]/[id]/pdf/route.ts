import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { renderCtrPdf } from "@/server/pdf/ctr/render";
import { signatureImages } from "@/server/services/ctr/files";
import { badParty, checkUrlFor, ctrFor, mtrFor, partyOf } from "../../../_lib";

export const runtime = "nodejs";

/**
 * The CTR's three vias as one A4 PDF with the drawn signatures, for any party the CTR names
 * (`/api/ctr/hauler/<id>/pdf`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ party: string; id: string }> }) {
  const { party: raw, id } = await params;
  const party = partyOf(raw);
  if (!party) return badParty();
  try {
    const ctr = await ctrFor(party, id);
    const pdf = await renderCtrPdf(
      ctr,
      checkUrlFor(request, ctr.publicCode),
      await signatureImages(ctr),
      await mtrFor(party, ctr.id),
    );
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `CTR-${ctr.number.replace("/", "-")}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
