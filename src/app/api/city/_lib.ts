import "server-only";
import { TRPCError } from "@trpc/server";
import { serverCaller } from "@/server/api/server-caller";

/** The citation through the caller's own procedure: the city that issued it, else the offender. */
export async function citationForCaller(id: string) {
  const caller = await serverCaller();
  try {
    return await caller.city.citations.get({ id });
  } catch (e) {
    if (!(e instanceof TRPCError) || (e.code !== "FORBIDDEN" && e.code !== "NOT_FOUND")) throw e;
    return caller.city.offender.citation({ id });
  }
}
