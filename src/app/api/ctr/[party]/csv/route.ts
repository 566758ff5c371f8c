import { dateSchema } from "@/lib/validators";
import { errorResponse, fileResponse, scopeFrom } from "@/server/api/route-helpers";
import { exportCtrCsv } from "@/server/services/ctr/csv";
import { partyOf } from "../../_lib";

export const runtime = "nodejs";

/**
 * `GET /api/ctr/<hauler|receiver|city|generator>/csv?de=01/01/2026&ate=31/01/2026` → the party's CTRs
 * issued in the period, as CSV.
 */
export async function GET(request: Request, { params }: { params: Promise<{ party: string }> }) {
  const party = partyOf((await params).party);
  if (!party) return Response.json({ message: "Endereço inválido." }, { status: 404 });
  const url = new URL(request.url);
  const from = dateSchema.safeParse(url.searchParams.get("de") ?? "");
  const to = dateSchema.safeParse(url.searchParams.get("ate") ?? "");
  if (!from.success || !to.success)
    return Response.json({ message: "Informe o período: de e até, em dd/mm/aaaa." }, { status: 400 });
  if (from.data > to.data)
    return Response.json({ message: "Período inválido: a data inicial é depois da final." }, { status: 400 });
  try {
    const scope = await scopeFrom((c) => c.ctr.documents[`${party}Grant`]());
    const encoder = new TextEncoder();
    const lines = exportCtrCsv(scope, party, { from: from.data, to: to.data });
    // The first page is read before answering: a failure gets its status, not a 200 cut short.
    let next = await lines.next();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
        if (!next.done) next = await lines.next();
      },
    });
    return fileResponse(body, {
      contentType: "text/csv; charset=utf-8",
      downloadName: `ctrs-${from.data}-a-${to.data}.csv`,
      inline: false,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
