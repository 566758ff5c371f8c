import { formatCacambaNumber } from "@/lib/format";
import { formatPublicCode } from "@/lib/public-code";
import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { renderDecalPdf } from "@/server/pdf/decal/render";

export const runtime = "nodejs";

/** The decal sheet PDF of one caçamba of the caller's org; its QR points at `/c/<public code, grouped as printed>`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const data = await (await serverCaller()).fleet.decal({ id });
    const base = (process.env.APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
    const pdf = await renderDecalPdf(data, `${base}/c/${formatPublicCode(data.publicCode)}`);
    return fileResponse(new Uint8Array(pdf), {
      contentType: "application/pdf",
      downloadName: `adesivos-cacamba-${formatCacambaNumber(data.number)}.pdf`,
      inline: false,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
