import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import { openStoredFile } from "@/server/services/files/files";

export const runtime = "nodejs";

/**
 * One CDF's PDF, as the system gave it, after `mtr.cdf` found the caller party to it (the receiver that
 * issued it, the generator or the hauler of an MTR it covers; any other org gets 404).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const cdf = await caller.mtr.cdf({ id });
    const file = cdf.fileId ? await openStoredFile({ orgId: cdf.receiverOrgId, fileId: cdf.fileId }) : null;
    if (!file) return missingFromStorage();
    return fileResponse(file.body, { ...file, downloadName: `CDF-${cdf.number}.pdf` });
  } catch (e) {
    return errorResponse(e);
  }
}
