import "server-only";
import { serverCaller } from "@/server/api/server-caller";
import type { CtrParty } from "@/server/services/ctr/access";

const PARTIES = ["hauler", "receiver", "generator", "city"] as const satisfies readonly CtrParty[];

export function partyOf(value: string): CtrParty | null {
  return (PARTIES as readonly string[]).includes(value) ? (value as CtrParty) : null;
}

/** Reads one CTR through the party's own procedure: authorization stays in tRPC. */
export async function ctrFor(party: CtrParty, id: string) {
  const caller = await serverCaller();
  return caller.ctr[party].get({ id });
}

export function checkUrlFor(request: Request, publicCode: string): string {
  const base = (process.env.APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  return `${base}/verificar/${publicCode}`;
}

export const badParty = () => Response.json({ message: "Endereço inválido." }, { status: 404 });
