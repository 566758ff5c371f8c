"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { focusSoon } from "@/lib/focus-soon";
import { useTRPC } from "@/lib/trpc/client";
import { applyMove, type MoveInput } from "./lanes";

/**
 * Moves a job on the day's board through `dispatch.jobs.move`: the board changes at once (optimistic),
 * and goes back to what it was, with a notice, if the server refuses. With `focus` (the accessible name
 * of the control used, or "handle"), focus follows the card to its new place: the same control when it is
 * still enabled there, else the card's handle.
 *
 * Moves reach the server one after another (one mutation scope), in the order the dispatcher made them: two
 * quick moves of one card sent side by side may be applied the other way round, leaving it where the
 * dispatcher did not. Every read is made again once no move is waiting, and not before (`ownRefresh`): a read
 * between two moves would show the board before the second, and a card dropped then would be compared with
 * that stale place and not sent.
 */
export function useBoardMove(date: string) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const { mutateAsync } = useMutation({
    ...trpc.dispatch.jobs.move.mutationOptions(),
    scope: { id: "dispatch.jobs.move" },
    meta: { ownRefresh: true },
  });
  const [notice, setNotice] = useState<string | null>(null);

  const move = useCallback(
    (input: MoveInput, focus?: string) => {
      const queryKey = trpc.dispatch.jobs.board.queryKey({ date });
      const before = qc.getQueryData(queryKey);
      setNotice(null);
      void qc.cancelQueries({ queryKey });
      if (before) qc.setQueryData(queryKey, { ...before, jobs: applyMove(before.jobs, input) });
      if (focus) {
        const card = `[data-job-id="${CSS.escape(input.jobId)}"]`;
        focusSoon([`${card} [aria-label="${focus}"]`, `${card} [data-drag-handle]`]);
      }
      return mutateAsync(input)
        .catch((e: unknown) => {
          if (before) qc.setQueryData(queryKey, before);
          const why = e instanceof Error ? e.message : "Erro inesperado.";
          setNotice(`O servidor não aceitou a mudança e o serviço voltou para onde estava. ${why}`);
        })
        .finally(() => {
          if (qc.isMutating({ mutationKey: trpc.dispatch.jobs.move.mutationKey() }) === 0)
            return qc.invalidateQueries();
        });
    },
    [trpc, qc, date, mutateAsync],
  );

  return { move, notice, dismiss: () => setNotice(null) };
}
