"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { focusSoon } from "@/lib/focus-soon";
import { useTRPC } from "@/lib/trpc/client";
import { applyMove, type MoveInput } from "./lanes";

/**
 * Moves a job on the day's board through `dispatch.jobs.move`: the board changes at once (optimistic),
 * and goes back to what it was, with a notice, if the server refuses. With `focus` (the accessible name
 * of the control used, or "handle"), focus follows the card to its new place: the same control when it is
 * still enabled there, else the card's handle.
 *
 * Moves reach the server one after another, in the order the dispatcher made them: two quick moves of one
 * card sent side by side may be applied the other way round, leaving it where the dispatcher did not. The
 * board is read again once no move is waiting, so a read between two moves does not undo the second.
 */
export function useBoardMove(date: string) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const { mutateAsync } = useMutation(trpc.dispatch.jobs.move.mutationOptions());
  const [notice, setNotice] = useState<string | null>(null);
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);

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
      waiting.current += 1;
      const send = () => mutateAsync(input);
      const sent = sending.current.then(send, send);
      sending.current = sent.catch(() => undefined);
      return sent
        .catch((e: unknown) => {
          if (before) qc.setQueryData(queryKey, before);
          const why = e instanceof Error ? e.message : "Erro inesperado.";
          setNotice(`O servidor não aceitou a mudança e o serviço voltou para onde estava. ${why}`);
        })
        .finally(() => {
          waiting.current -= 1;
          if (waiting.current === 0) return qc.invalidateQueries({ queryKey });
        });
    },
    [trpc, qc, date, mutateAsync],
  );

  return { move, notice, dismiss: () => setNotice(null) };
}
