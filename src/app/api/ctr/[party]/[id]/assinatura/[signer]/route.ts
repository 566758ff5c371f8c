import { signerOfSlug } from "@/features/ctr/file-urls";
import { badParty, ctrFileResponse } from "../../../../_lib";

export const runtime = "nodejs";

/** A party's drawn signature (PNG), for every party that may read the CTR. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ party: string; id: string; signer: string }> },
) {
  const { party, id, signer } = await params;
  const who = signerOfSlug(signer);
  return who ? ctrFileResponse(party, id, who) : badParty();
}
