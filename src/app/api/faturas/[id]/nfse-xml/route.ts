import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";

export const runtime = "nodejs";

/** The NFS-e XML of the invoice (as the Sefin Nacional gave it), through the caller's own procedure: the hauler or its client. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const file = await caller.nfse.xml({ invoiceId: id });
    return fileResponse(file.xml, {
      contentType: "application/xml; charset=utf-8",
      downloadName: file.fileName,
      inline: false,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
