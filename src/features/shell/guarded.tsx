import { TRPCError } from "@trpc/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * A record the address names that the caller's company does not have (another company's, removed, or
 * an id that cannot be one): the page is "not found", not an error. A malformed id is refused by the
 * procedure's input check (BAD_REQUEST whose cause is the schema's error).
 */
export function isMissingRecord(e: unknown): boolean {
  if (!(e instanceof TRPCError)) return false;
  if (e.code === "NOT_FOUND") return true;
  return e.code === "BAD_REQUEST" && (e.cause as { name?: string } | undefined)?.name === "ZodError";
}

/**
 * Renders a page's data; a pt-BR notice when the server refused the caller's role, and the group's
 * not-found page when the record asked for is not the caller's to see (e.g. right after switching company).
 */
export async function Guarded<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  try {
    return children(await load());
  } catch (e) {
    if (e instanceof TRPCError && e.code === "FORBIDDEN") {
      return <EmptyState title="Sem permissão" next={e.message} />;
    }
    if (isMissingRecord(e)) notFound();
    throw e;
  }
}
