import { ctrFileResponse } from "../../../_lib";

export const runtime = "nodejs";

/** The load photo taken at receipt, for every party that may read the CTR. */
export async function GET(_request: Request, { params }: { params: Promise<{ party: string; id: string }> }) {
  const { party, id } = await params;
  return ctrFileResponse(party, id, "photo");
}
