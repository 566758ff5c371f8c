import { TRPCError } from "@trpc/server";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";

/** Renders a page's data, or a pt-BR notice when the server refused the caller's role. */
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
    throw e;
  }
}
