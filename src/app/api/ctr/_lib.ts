import "server-only";
import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";
import type { CtrParty } from "@/server/services/ctr/access";
import { type CtrFile, openCtrFile } from "@/server/services/ctr/files";

const PARTIES = ["hauler", "receiver", "generator", "city"] as const satisfies readonly CtrParty[];

export function partyOf(value: string): CtrParty | null {
  return (PARTIES as readonly string[]).includes(value) ? (value as CtrParty) : null;
}

/** Reads one CTR through the party's own procedure: authorization stays in tRPC. */
export async function ctrFor(party: CtrParty, id: string) {
  const caller = await serverCaller();
  return caller.ctr[party].get({ id });
}

/** The CTR's MTR as the party sees it (the city reads none), through the party's own procedure. */
export async function mtrFor(party: CtrParty, ctrId: string) {
  if (party === "city") return null;
  const caller = await serverCaller();
  return caller.mtr[party].ofCtr({ ctrId });
}

export function checkUrlFor(request: Request, publicCode: string): string {
  const base = (process.env.APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  return `${base}/verificar/${publicCode}`;
}

export const badParty = () => Response.json({ message: "Endereço inválido." }, { status: 404 });

/**
 * One file of a CTR (receipt photo, drawn signature) for a party that may read the CTR: the party's
 * `get` procedure authorizes (another org gets 404, another kind of org 403), then the bytes stream.
 */
export async function ctrFileResponse(rawParty: string, id: string, file: CtrFile): Promise<Response> {
  const party = partyOf(rawParty);
  if (!party) return badParty();
  try {
    const found = await openCtrFile(await ctrFor(party, id), file);
    if (!found) return Response.json({ message: "Este CTR não tem este arquivo." }, { status: 404 });
    return fileResponse(found.body, found);
  } catch (e) {
    return errorResponse(e);
  }
}
