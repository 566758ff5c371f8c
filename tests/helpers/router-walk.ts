import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { Meta } from "@/server/api/access";
import { appRouter } from "@/server/api/root";
import type { callerFor } from "./factories";

/** What a walker needs of one procedure of the app router. */
export interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  meta?: Meta;
  inputs: z.core.$ZodType[];
}

/** Every procedure of the app router, enumerated (a new procedure is walked without being listed). */
export const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
).map(([path, p]) => ({ path, def: p._def }));

/** A call's outcome: its value, or the TRPCError it failed with (any other throw fails the test). */
export async function outcome(promise: Promise<unknown>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    return { ok: false as const, error: e };
  }
}

/** Calls the procedure at a dotted `path` (e.g. `ctr.hauler.issue`) on a caller. */
export function call(caller: ReturnType<typeof callerFor>, path: string, input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (i: unknown) => Promise<unknown>)(input);
}
