import { errorResponse, fileResponse, scopeFrom } from "@/server/api/route-helpers";
import { FLEET_LISTS, type FleetList, LIST_LABEL } from "@/server/services/fleet/csv/columns";
import { exportFleetCsv } from "@/server/services/fleet/csv/export-csv";

export const runtime = "nodejs";

/** `GET /api/fleet/export/cacambas|trucks|drivers` → the list as a CSV for Brazilian spreadsheets. */
export async function GET(_request: Request, { params }: { params: Promise<{ list: string }> }) {
  const { list } = await params;
  if (!FLEET_LISTS.includes(list as FleetList))
    return Response.json({ message: "Lista desconhecida." }, { status: 404 });
  try {
    const scope = await scopeFrom((c) => c.fleet.exportGrant());
    const csv = await exportFleetCsv(scope, list as FleetList);
    return fileResponse(csv, {
      contentType: "text/csv; charset=utf-8",
      downloadName: `${LIST_LABEL[list as FleetList]}.csv`,
      inline: false,
    });
  } catch (e) {
    return errorResponse(e);
  }
}
