/**
 * The statements the server sends for one issuance, as it sends them (text and parameters): one
 * issuance through the app's own router, in this process, with the pool's sends recorded. pgbench
 * runs them as its "same transaction" beside the fixed script of `pgbench-issue.ts`.
 */

import { createCaller } from "../src/server/api/root";
import type { DbHandle } from "../src/server/db/client";
import type { StatementParam } from "../src/server/db/statement";

export interface SentStatement {
  text: string;
  params: StatementParam[];
}

/** The statements of one issuance by `userId` acting in `orgId` (its membership read with its facts). */
export async function issuanceStatements(
  h: DbHandle,
  user: { id: string; sessionVersion: number },
  orgId: string,
  input: unknown,
): Promise<SentStatement[]> {
  const client = (h.db as unknown as { $client: { unsafe: (...a: unknown[]) => unknown } }).$client;
  const original = client.unsafe;
  const sent: SentStatement[] = [];
  client.unsafe = (text: unknown, params: unknown, ...rest: unknown[]) => {
    sent.push({ text: String(text), params: (params ?? []) as StatementParam[] });
    return original.call(client, text, params, ...rest);
  };
  try {
    const caller = createCaller({
      db: h.db,
      session: { userId: user.id, sessionVersion: user.sessionVersion, sessionId: crypto.randomUUID() },
      requestedOrgId: orgId,
      clientIp: "127.0.0.1",
      setActiveOrg: () => {},
    });
    await caller.ctr.hauler.issue(input as never);
  } finally {
    client.unsafe = original;
  }
  return sent;
}
