import { errorResponse, scopeFrom } from "@/server/api/route-helpers";
import { fileTooLargeMessage, readTextLimited, refuseDeclaredOver } from "@/server/http/body-limit";
import { FLEET_LISTS, type FleetList } from "@/server/services/fleet/csv/columns";
import { importFleetCsv } from "@/server/services/fleet/csv/import-csv";

export const runtime = "nodejs";

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const TOO_LARGE = fileTooLargeMessage(MAX_CSV_BYTES);

/**
 * `POST /api/fleet/import/<list>[?commit=1]` with the CSV as the body. Answers NDJSON: progress lines
 * `{"phase":"validating"|"saving","done","total"}` while it works, then one `{"phase":"result",…}` or
 * `{"phase":"error","message"}`. Without `commit` it only previews; with it, all rows or none are saved.
 */
export async function POST(request: Request, { params }: { params: Promise<{ list: string }> }) {
  const { list } = await params;
  if (!FLEET_LISTS.includes(list as FleetList))
    return Response.json({ message: "Lista desconhecida." }, { status: 404 });
  let scope: Awaited<ReturnType<typeof scopeFrom>>;
  let csv: string;
  try {
    refuseDeclaredOver(request, MAX_CSV_BYTES, TOO_LARGE);
    scope = await scopeFrom((c) => c.fleet.importGrant());
    csv = await readTextLimited(request, MAX_CSV_BYTES, TOO_LARGE);
  } catch (e) {
    return errorResponse(e);
  }
  const commit = new URL(request.url).searchParams.get("commit") === "1";
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        const result = await importFleetCsv(scope, list as FleetList, csv, { commit, onProgress: send });
        send({
          phase: "result",
          ...result,
          errors: result.errors.slice(0, 500),
          errorCount: result.errors.length,
        });
      } catch (e) {
        send({
          phase: "error",
          message: e instanceof Error && e.name === "DomainError" ? e.message : "Erro interno ao importar.",
        });
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson; charset=utf-8" } });
}
