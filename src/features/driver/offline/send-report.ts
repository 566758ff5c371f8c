import { TRPCClientError } from "@trpc/client";
import type { StoredReport } from "./report-store";

/** What became of one attempt: taken, to try again later, or read and refused by the server. */
export type Outcome = { kind: "sent" } | { kind: "later" } | { kind: "refused"; message: string };

/** A non-tRPC answer (an upload) with its HTTP status and the server's pt-BR message. */
export class AnsweredError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A 4xx means the server read the report and will not take it as it is; except 401 (signed out: sign
 * in again and it goes), 408 and 429 (try later). No answer at all, and 5xx, mean try later.
 */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

export function outcomeOf(error: unknown): Outcome {
  const status =
    error instanceof AnsweredError
      ? error.status
      : error instanceof TRPCClientError
        ? (error.data as { httpStatus?: number } | undefined)?.httpStatus
        : undefined;
  if (status !== undefined && isRefusal(status) && error instanceof Error)
    return { kind: "refused", message: error.message };
  return { kind: "later" };
}

export interface SubmitInput {
  idempotencyKey: string;
  jobId: string;
  action: "start" | "complete";
  at: string;
  sentAt: string;
  lat?: number;
  lon?: number;
  accuracyM?: number;
  photoFileId?: string;
  photoTakenAt?: string;
  signatureFileId?: string;
  cacambaId?: string;
}

export interface ReportTransport {
  upload(purpose: "job_photo" | "job_signature", name: string, body: Blob): Promise<string>;
  submit(input: SubmitInput): Promise<unknown>;
  /** Keeps the uploaded files' ids on the phone before the report itself is sent. */
  save(report: StoredReport): Promise<void>;
}

function pngBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: "image/png" });
}

/** One attempt at sending a report: its files first (once each), then the report with its key. */
export async function sendReport(
  report: StoredReport,
  transport: ReportTransport,
  now: () => Date = () => new Date(),
): Promise<Outcome> {
  let r = report;
  try {
    if (r.photo && !r.photoFileId) {
      r = { ...r, photoFileId: await transport.upload("job_photo", "foto.jpg", r.photo) };
      await transport.save(r);
    }
    if (r.signaturePng && !r.signatureFileId) {
      r = {
        ...r,
        signatureFileId: await transport.upload("job_signature", "assinatura.png", pngBlob(r.signaturePng)),
      };
      await transport.save(r);
    }
    await transport.submit({
      idempotencyKey: r.key,
      jobId: r.jobId,
      action: r.action,
      at: r.at,
      sentAt: now().toISOString(),
      lat: r.lat,
      lon: r.lon,
      accuracyM: r.accuracyM,
      photoFileId: r.photoFileId,
      photoTakenAt: r.photoTakenAt,
      signatureFileId: r.signatureFileId,
      cacambaId: r.cacambaId,
    });
    return { kind: "sent" };
  } catch (e) {
    return outcomeOf(e);
  }
}

/** The browser's way of sending files: the raw body to /api/files, answered with the file's id. */
export async function uploadFile(
  purpose: string,
  name: string,
  body: Blob,
  signal?: AbortSignal,
): Promise<string> {
  const res = await fetch(`/api/files?purpose=${purpose}&name=${encodeURIComponent(name)}`, {
    method: "POST",
    body,
    signal,
  });
  const answer = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!res.ok || !answer.id)
    throw new AnsweredError(res.status, answer.message ?? `O servidor recusou o arquivo (${res.status}).`);
  return answer.id;
}
