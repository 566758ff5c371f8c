import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { renderReceiptPdf } from "@/server/pdf/receipt/render";
import { badParty, checkUrlFor, ctrFor, partyOf } from "../../../_lib";

export const runtime = "nodejs";

/** Destination receipt (JP art. 18, §3º, III, a) of a received CTR, for the generator or the hauler. */
export async function GET(request: Request, { params }: { params: Promise<{ party: string; id: string }> }) {
  const { party: raw, id } = await params;
  const party = partyOf(raw);
  if (party !== "generator" && party !== "hauler") return badParty();
  try {
    const ctr = await ctrFor(party, id);
    if (ctr.status !== "received")
      return Response.json(
        { message: "O comprovante de destinação só existe depois que o receptor confirma o recebimento." },
        { status: 409 },
      );
    const pdf = await renderReceiptPdf(ctr, checkUrlFor(request, ctr.publicCode));
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `comprovante-destinacao-CTR-${ctr.number.replace("/", "-")}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
