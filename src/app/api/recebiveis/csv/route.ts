import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";

export const runtime = "nodejs";

/** `GET /api/recebiveis/csv` → the hauler's open invoices for the accountant (Excel pt-BR). */
export async function GET() {
  try {
    const caller = await serverCaller();
    const csv = await caller.receivables.csv();
    return fileResponse(new TextEncoder().encode(csv), {
      contentType: "text/csv; charset=utf-8",
      downloadName: "contas-a-receber.csv",
      inline: false,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
