import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { renderDanfsePdf } from "@/server/pdf/danfse/render";

export const runtime = "nodejs";

/** The DANFSe of the invoice's NFS-e as PDF, through the caller's own procedure: the hauler or its client. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const input = await caller.nfse.danfse({ invoiceId: id });
    const pdf = await renderDanfsePdf(input);
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `danfse-${input.facts.nfseNumber}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
