import type { Db } from "@/server/db/client";
import type { ReadReplica } from "@/server/db/read-replica";

export interface SessionClaims {
  userId: string;
  sessionVersion: number;
  /** The session's id (`sid`, set at sign-in, kept when Auth.js renews the cookie): what sign-out revokes. */
  sessionId: string;
}

export interface Context {
  db: Db;
  session: SessionClaims | null;
  /** The org the caller chose (cookie); honoured only when they are an active member of it. */
  requestedOrgId: string | null;
  /** The caller's address, for the rate limits of public requests (`auth/client-ip.ts`). */
  clientIp: string;
  setActiveOrg: (orgId: string) => void;
  /** Where lag-tolerant reads may go; absent, the process's `DATABASE_READ_URL` decides (read-replica.ts). */
  readReplica?: ReadReplica | null;
}
