import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * A driver's report kept on the phone until the server has it: what was done, when (the act's own
 * time), where, and the photo and signature themselves. It survives a reload, a closed tab and a
 * restarted phone (IndexedDB); it leaves only once the server took it or refused it and the driver
 * discarded it.
 */
export interface StoredReport {
  /** The idempotency key: the server records a key once, however often it is sent. */
  key: string;
  /** Whose phone session made it: another driver signing in on the same phone does not send it. */
  userId: string;
  jobId: string;
  action: "start" | "complete";
  /** When the driver did it (ISO 8601), not when it reached the server. */
  at: string;
  /** Order of sending: reports leave in the order they were made. */
  savedAt: number;
  lat?: number;
  lon?: number;
  accuracyM?: number;
  cacambaId?: string;
  photo?: Blob;
  /** Set once the photo is uploaded, so a retry does not upload it again. */
  photoFileId?: string;
  photoTakenAt?: string;
  /** The client's signature, PNG as base64. */
  signaturePng?: string;
  signatureFileId?: string;
  /** The server's reason, when it read the report and refused it (kept until retried or discarded). */
  refused?: string;
}

interface ReportsDb extends DBSchema {
  reports: { key: string; value: StoredReport; indexes: { byUser: string } };
}

const DB_NAME = "cacamba-certa-motorista";
let opened: Promise<IDBPDatabase<ReportsDb>> | null = null;

function db(): Promise<IDBPDatabase<ReportsDb>> {
  opened ??= openDB<ReportsDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore("reports", { keyPath: "key" }).createIndex("byUser", "userId");
    },
  });
  return opened;
}

export async function saveReport(report: StoredReport): Promise<void> {
  await (await db()).put("reports", report);
}

export async function deleteReport(key: string): Promise<void> {
  await (await db()).delete("reports", key);
}

/** The user's reports still on the phone, oldest first. */
export async function reportsOf(userId: string): Promise<StoredReport[]> {
  const all = await (await db()).getAllFromIndex("reports", "byUser", userId);
  return all.sort((a, b) => a.savedAt - b.savedAt);
}
