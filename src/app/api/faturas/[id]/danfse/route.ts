import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";

export const runtime = "nodejs";

/**
 * The DANFSe of the invoice's NFS-e as PDF, through the caller's own procedure (the hauler or its
 * client): the ADN's official one, else the local rendering labelled as standing in for it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const file = await caller.nfse.danfseFile({ invoiceId: id });
    return fileResponse(new Uint8Array(Buffer.from(file.pdfBase64, "base64")), {
      contentType: "application/pdf",
      downloadName: file.fileName,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
