import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { renderInvoicePdf } from "@/server/pdf/invoice/render";

export const runtime = "nodejs";

/** The fatura as PDF, through the caller's own procedure: the hauler that issued it, or its client. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const invoice = await caller.invoicing.get({ id });
    const pdf = await renderInvoicePdf(invoice);
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `fatura-${invoice.number}.pdf`,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
