"use client";

import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTRPC, useTRPCClient } from "@/lib/trpc/client";
import { deleteReport, reportsOf, type StoredReport, saveReport } from "./report-store";
import { type Outcome, type ReportTransport, sendReport, uploadFile } from "./send-report";

/** One sending pass at a time across the phone's tabs. */
const SEND_LOCK = "cacamba-certa-envio";
/** While something waits, how often sending is tried again (besides when the browser says it is online). */
const RETRY_MS = 15_000;
/** Weak signal: a request that hangs this long is given up and tried again later. */
const SUBMIT_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;
/** How long the driver's button waits for the server before saying the report is kept on the phone. */
const RECORD_WAIT_MS = 8_000;

export type Recorded = { kind: "sent" } | { kind: "kept" } | { kind: "refused"; message: string };

interface ReportQueue {
  reports: StoredReport[];
  online: boolean;
  /** Keeps the report on the phone, then tries to send it (after any older one). */
  record(report: StoredReport): Promise<Recorded>;
  retry(key: string): Promise<void>;
  discard(key: string): Promise<void>;
}

const QueueContext = createContext<ReportQueue | null>(null);

export function useReportQueue(): ReportQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useReportQueue outside ReportQueueProvider");
  return queue;
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks)
    return navigator.locks.request(SEND_LOCK, run) as Promise<T>;
  return run();
}

/**
 * The driver's reports waiting on this phone, and their sending: oldest first, each with its own key,
 * stopping at the first that has to wait (so they reach the server in the order they were made).
 */
export function ReportQueueProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const qc = useQueryClient();
  const [reports, setReports] = useState<StoredReport[]>([]);
  const [online, setOnline] = useState(true);
  const passes = useRef<Promise<unknown>>(Promise.resolve());
  /** Passes scheduled and not yet over: the timer adds none while one is still trying. */
  const queued = useRef(0);

  const transport = useMemo<ReportTransport>(
    () => ({
      upload: (purpose, name, body) =>
        uploadFile(purpose, name, body, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)),
      submit: (input) =>
        client.dispatch.jobs.submit.mutate(input, { signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS) }),
      save: saveReport,
    }),
    [client],
  );

  const reread = useCallback(async () => setReports(await reportsOf(userId)), [userId]);

  const flush = useCallback((): Promise<Map<string, Outcome>> => {
    const pass = () =>
      withLock(async () => {
        const outcomes = new Map<string, Outcome>();
        for (const report of await reportsOf(userId)) {
          if (report.refused) continue;
          const outcome = await sendReport(report, transport);
          outcomes.set(report.key, outcome);
          if (outcome.kind === "sent") await deleteReport(report.key);
          else if (outcome.kind === "refused") await saveReport({ ...report, refused: outcome.message });
          else break;
        }
        return outcomes;
      });
    const next = passes.current.then(pass, pass);
    passes.current = next;
    queued.current += 1;
    const over = () => {
      queued.current -= 1;
    };
    next.then(over, over);
    return next.then(async (outcomes) => {
      // The day is read again before the sent reports leave the screen, so that no moment shows the
      // server's old status without the report that changed it (a done job as still under way).
      if ([...outcomes.values()].some((o) => o.kind === "sent"))
        await qc.invalidateQueries(trpc.dispatch.jobs.myDay.queryFilter());
      await reread();
      return outcomes;
    });
  }, [userId, transport, reread, qc, trpc]);

  useEffect(() => {
    setOnline(navigator.onLine);
    void flush();
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
    };
  }, [flush]);

  const waiting = reports.some((r) => !r.refused);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (queued.current === 0) void flush();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  const queue = useMemo<ReportQueue>(
    () => ({
      reports,
      online,
      async record(report) {
        await saveReport(report);
        await reread();
        // On a signal that barely works the pass goes on in the background; the driver goes on now.
        const outcomes = await Promise.race([
          flush(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), RECORD_WAIT_MS)),
        ]);
        const outcome = outcomes?.get(report.key);
        if (outcome?.kind === "sent") return { kind: "sent" };
        if (outcome?.kind === "refused") {
          // Refused while the driver is looking: said on the card at once, not kept.
          await deleteReport(report.key);
          await reread();
          return outcome;
        }
        return { kind: "kept" };
      },
      async retry(key) {
        const report = reports.find((r) => r.key === key);
        if (report) await saveReport({ ...report, refused: undefined });
        await flush();
      },
      async discard(key) {
        await deleteReport(key);
        await reread();
      },
    }),
    [reports, online, reread, flush],
  );

  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}
