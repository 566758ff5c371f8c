"use client";

import { MutationCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import superjson from "superjson";
import type { AppRouter } from "@/server/api/root";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Query options for a read sent alone rather than batched: its URL is the same on every load, so the
 * service worker can keep its answer for the driver's day without signal (src/sw/routes.ts).
 */
export const UNBATCHED = { trpc: { context: { unbatched: true } } } as const;

/**
 * Reads are cached for 30 s, but any change that succeeds makes every cached read stale: the screen a
 * person opens next (the board after issuing a CTR, the list after a save) shows what the change did.
 * A change made in a queue of its kind (`meta: { ownRefresh: true }`, the board's moves) reads again itself
 * once the queue is empty: a read between two queued changes would show the server before the second and
 * overwrite what the screen already shows of it.
 */
function makeQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.ownRefresh !== true) void client.invalidateQueries();
      },
    }),
  });
  return client;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (op) => op.context.unbatched === true,
          true: httpLink({ url: "/api/trpc", transformer: superjson }),
          false: httpBatchLink({ url: "/api/trpc", transformer: superjson }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
