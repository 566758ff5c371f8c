import { TRPCError } from "@trpc/server";

/** The TRPCError a call fails with; any other outcome fails the test. */
export async function failure(p: Promise<unknown>): Promise<TRPCError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e;
    throw e;
  }
  throw new Error("expected a failure");
}
