import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { MTR_SYSTEM_LABEL, type MtrStatus, type MtrStep, mtrBackoffMinutes, nextMtrStep } from "@/domain/mtr";
import { formatDecimal } from "@/lib/format";
import type { Db } from "@/server/db/client";
import { mtrs } from "@/server/db/schema";
import { DomainError } from "@/server/errors";
import type { MtrClient } from "@/server/mtr/client";
import { MtrCallError } from "@/server/mtr/errors";
import type { ManifestFound, ManifestRequest, ManifestWaste, MtrLogin } from "@/server/mtr/protocol";
import { writeAudit } from "@/server/services/audit/write";
import { hasConsent } from "./consent";
import { loginOf } from "./credentials";
import { clientFor, type MtrDeps } from "./deps";
import { type MtrFacts, RCC_DENSITY_T_PER_M3 } from "./facts";
import { wasteCodes } from "./lookups";
import { recoverManifest } from "./recover";
import { storeSystemPdf } from "./stored-pdf";

type Row = typeof mtrs.$inferSelect;
type Change = Partial<typeof mtrs.$inferInsert>;

/** How long a claimed MTR is left to the process that claimed it. */
export const MTR_LEASE_MS = 2 * 60_000;
/** After this many failed tries in a row the worker stops and says so (the hauler may retry). */
export const MTR_MAX_ATTEMPTS = 20;

const progressOf = (r: Row) => ({
  status: r.status,
  number: r.number,
  uncertain: r.uncertain,
  cancelRequested: r.cancelRequestedAt !== null,
  receiptRequested: r.receiptRequestedAt !== null,
  receiptSynced: r.receiptSyncedAt !== null,
  receiptChangeOwed:
    r.receiptChangeRequestedAt !== null &&
    (r.receiptChangeSyncedAt === null || r.receiptChangeSyncedAt < r.receiptChangeRequestedAt),
  answerOwed: r.receiptChangeAnswer !== null && r.receiptChangeAnswerSyncedAt === null,
  hasPdf: r.pdfFileId !== null,
});

/** Claims one due MTR (its lease free or run out): two processes never work one MTR at once. */
async function claim(db: Db, orgId: string, id: string, now: Date): Promise<Row | null> {
  const [row] = await db
    .update(mtrs)
    .set({ leaseUntil: new Date(now.getTime() + MTR_LEASE_MS), attempts: sql`${mtrs.attempts} + 1` })
    .where(
      and(
        eq(mtrs.orgId, orgId),
        eq(mtrs.id, id),
        lte(mtrs.nextAttemptAt, now),
        or(isNull(mtrs.leaseUntil), lt(mtrs.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Writes the outcome while this process still holds the lease, with its audit event. */
async function settle(
  db: Db,
  row: Row,
  change: Change,
  audit?: {
    action: "mtr.issued" | "mtr.cancelled" | "mtr.received" | "mtr.receipt_altered" | "mtr.failed";
    after: object;
  },
) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(mtrs)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(mtrs.orgId, row.orgId), eq(mtrs.id, row.id), eq(mtrs.attempts, row.attempts)))
      .returning({ id: mtrs.id });
    if (done.length > 0 && audit)
      await writeAudit(tx, {
        orgId: row.orgId,
        actorUserId: null,
        action: audit.action,
        entity: "mtr",
        entityId: row.id,
        after: {
          ctrNumber: (row.facts as MtrFacts).ctrNumber,
          number: change.number ?? row.number,
          ...audit.after,
        },
      });
  });
}

async function wastes(
  db: Db,
  client: MtrClient,
  login: MtrLogin,
  facts: MtrFacts,
  now: Date,
): Promise<ManifestWaste[]> {
  const codes = await wasteCodes(
    db,
    client,
    login,
    { nbrClass: facts.nbrClass, receiverKind: facts.receiver.kind },
    now,
  );
  return [
    {
      ibamaCode: facts.ibamaCode,
      quantity: facts.quantityM3,
      ...codes,
      density: RCC_DENSITY_T_PER_M3,
      description: facts.material,
      internalCode: facts.ctrNumber,
    },
  ];
}

const generatorLogin = (db: Db, row: Row) =>
  loginOf(db, row.generatorOrgId, row.system, (row.facts as MtrFacts).generator.name);

function situationChange(found: ManifestFound, now: Date): Change {
  const status: MtrStatus =
    found.situation === "cancelado" ? "cancelled" : found.situation === "recebido" ? "received" : "issued";
  return {
    number: found.number,
    status,
    uncertain: false,
    ...(status === "received" ? { receiptSyncedAt: now } : {}),
  };
}

/** One step against the system; returns what changed (already settled when it wrote in between). */
async function runStep(
  db: Db,
  deps: MtrDeps,
  client: MtrClient,
  row: Row,
  step: Exclude<MtrStep, null>,
  now: Date,
): Promise<{ change: Change; audit?: Parameters<typeof settle>[3] }> {
  const facts = row.facts as MtrFacts;
  switch (step) {
    case "issue": {
      if (!(await hasConsent(db, row.generatorOrgId, row.orgId)))
        throw new DomainError(
          "PRECONDITION_FAILED",
          `${facts.generator.name} revogou a autorização para esta empresa emitir seus MTRs.`,
        );
      const login = await generatorLogin(db, row);
      const request: ManifestRequest = {
        ourCode: row.ourCode,
        generator: facts.generator,
        transporter: facts.transporter,
        receiver: facts.receiver,
        responsibleName: facts.responsibleName,
        driverName: facts.driverName,
        plate: facts.plate,
        shippedAt: new Date(facts.shippedAt),
        notes: `CTR ${facts.ctrNumber} (Caçamba Certa)`,
        wastes: await wastes(db, client, login, facts, now),
      };
      const { number } = await client.saveManifest(login, request);
      return {
        change: { number, status: "issued", uncertain: false },
        audit: { action: "mtr.issued", after: { system: row.system } },
      };
    }
    case "resolve": {
      const login = await generatorLogin(db, row);
      const found = row.number
        ? await client.findManifest(login, { number: row.number })
        : await recoverManifest(db, client, login, row, now);
      if (found === "unsupported") {
        const message = `O ${MTR_SYSTEM_LABEL[row.system]} não respondeu a tempo ao pedido deste MTR e não oferece consulta pelo nosso código nem lista dos manifestos do gerador: confira no site do sistema se o MTR do CTR ${facts.ctrNumber} (placa ${facts.plate}) foi emitido. Se não foi, use “Tentar de novo”; se foi, não o emita de novo.`;
        return {
          change: { uncertain: false, status: "failed", lastError: message },
          audit: { action: "mtr.failed", after: { message } },
        };
      }
      if (!found) return { change: { uncertain: false } };
      const change = situationChange(found, now);
      return {
        change,
        ...(row.number
          ? {}
          : {
              audit: {
                action: "mtr.issued" as const,
                after: { system: row.system, foundAfterTimeout: true },
              },
            }),
      };
    }
    case "cancel": {
      if (row.number && row.status !== "cancelled") {
        const login = await generatorLogin(db, row);
        await client.cancelManifest(login, row.number, row.cancelReason ?? "CTR cancelado");
      }
      return {
        change: { status: "cancelled" },
        audit: { action: "mtr.cancelled", after: { reason: row.cancelReason } },
      };
    }
    case "receive":
    case "alter": {
      const login = await loginOf(db, row.receiverOrgId, row.system, facts.receiver.name);
      const received = row.receivedQuantity ?? facts.quantityM3;
      const differs = Math.abs(received - facts.quantityM3) >= 0.01;
      const receipt = {
        number: row.number as string,
        receivedAt: row.receiptRequestedAt ?? now,
        driverName: facts.driverName,
        plate: facts.plate,
        responsibleName: facts.receiver.name,
        notes: row.receiptNote ?? "",
        wastes: (await wastes(db, client, login, facts, now)).map((w) => ({
          ...w,
          receivedQuantity: received,
          justification: differs ? (row.receiptNote ?? "Quantidade aferida no recebimento.") : "",
        })),
      };
      const quantity = `${formatDecimal(received, 3)} m³`;
      // The correction the system now has: the one asked before this try (a newer one stays owed).
      const synced = { receiptChangeSyncedAt: row.receiptChangeRequestedAt };
      if (step === "alter") {
        await client.changeReceipt(login, receipt);
        return {
          // A new alteration asks the generator again.
          change: {
            ...synced,
            receiptChangeAnswer: null,
            receiptChangeAnsweredAt: null,
            receiptChangeAnsweredBy: null,
            receiptChangeAnswerSyncedAt: null,
          },
          audit: {
            action: "mtr.receipt_altered",
            after: { receivedQuantity: quantity, note: row.receiptNote },
          },
        };
      }
      await client.receiveManifest(login, receipt);
      return {
        change: { status: "received", receiptSyncedAt: now, ...synced },
        audit: { action: "mtr.received", after: { receivedQuantity: quantity } },
      };
    }
    case "answer": {
      const login = await generatorLogin(db, row);
      await client.answerReceiptChange(
        login,
        row.number as string,
        row.receiptChangeAnswer === "accepted" ? "A" : "R",
      );
      return { change: { receiptChangeAnswerSyncedAt: now } };
    }
    case "pdf": {
      const login = await generatorLogin(db, row);
      const bytes = await client.downloadManifest(login, row.number as string);
      const fileId = await storeSystemPdf(db, deps, {
        orgId: row.orgId,
        uploadedBy: row.requestedBy,
        purpose: "mtr_pdf",
        name: `MTR-${row.number}.pdf`,
        bytes,
      });
      return { change: { pdfFileId: fileId } };
    }
  }
}

/** A failure: an outage or a timeout waits 1, 2, 4 … minutes (a timeout is looked up first); a refusal stops, with what to fix. */
function failureChange(
  row: Row,
  step: Exclude<MtrStep, null>,
  e: unknown,
  now: Date,
): { change: Change; audit?: Parameters<typeof settle>[3] } {
  if (e instanceof MtrCallError && (e.kind === "timeout" || e.kind === "unavailable")) {
    const giveUp = row.attempts >= MTR_MAX_ATTEMPTS;
    return {
      change: {
        uncertain: row.uncertain || (e.kind === "timeout" && step !== "pdf"),
        lastError: giveUp ? `${e.message} Tentativas esgotadas: use “Tentar de novo”.` : e.message,
        nextAttemptAt: giveUp ? null : new Date(now.getTime() + mtrBackoffMinutes(row.attempts) * 60_000),
        ...(giveUp && !row.number ? { status: "failed" as const } : {}),
        leaseUntil: null,
      },
    };
  }
  if (!(e instanceof MtrCallError) && !(e instanceof DomainError))
    console.error("Falha inesperada ao enviar MTR:", e);
  const message =
    e instanceof MtrCallError || e instanceof DomainError
      ? e.message
      : "Erro inesperado ao falar com o sistema de MTR.";
  const fix = step === "issue" ? `${message} Corrija e use “Tentar de novo”.` : message;
  return {
    change: {
      lastError: fix,
      nextAttemptAt: null,
      leaseUntil: null,
      ...(step === "issue" ? { status: "failed" as const } : {}),
    },
    ...(step === "issue" ? { audit: { action: "mtr.failed" as const, after: { message } } } : {}),
  };
}

/**
 * Works one MTR until the system has everything asked of it or a call fails: claimed under a lease
 * (see `claim`), each step's outcome settled at once, so a process that dies mid-way loses nothing
 * (a manifest whose answer was lost is found again by our code before any new request).
 */
export async function processMtr(db: Db, deps: MtrDeps, orgId: string, id: string, now: Date = new Date()) {
  for (let round = 0; round < 6; round++) {
    const row = await claim(db, orgId, id, now);
    if (!row) return;
    const step = nextMtrStep(progressOf(row));
    if (!step) {
      await settle(db, row, { nextAttemptAt: null, leaseUntil: null, attempts: 0 });
      return;
    }
    const client = clientFor(db, deps, orgId, id);
    let outcome: Awaited<ReturnType<typeof runStep>>;
    try {
      outcome = await runStep(db, deps, client, row, step, now);
    } catch (e) {
      const failed = failureChange(row, step, e, now);
      await settle(db, row, failed.change, failed.audit);
      return;
    }
    const after = { ...row, ...outcome.change } as Row;
    const more = nextMtrStep(progressOf(after)) !== null;
    await settle(
      db,
      row,
      // A step may leave a message of its own (a timeout SINIR cannot resolve).
      { attempts: 0, lastError: null, leaseUntil: null, nextAttemptAt: more ? now : null, ...outcome.change },
      outcome.audit,
    );
    if (!more) {
      await rearmIfOwed(db, orgId, id, now);
      return;
    }
  }
}

/**
 * A cancel, receipt or correction asked while this process held the MTR was written under its lease
 * and then overwritten by its settle (`next_attempt_at` null): put it back in the queue.
 */
async function rearmIfOwed(db: Db, orgId: string, id: string, now: Date) {
  const [fresh] = await db
    .select()
    .from(mtrs)
    .where(and(eq(mtrs.orgId, orgId), eq(mtrs.id, id)));
  if (fresh && fresh.nextAttemptAt === null && nextMtrStep(progressOf(fresh)) !== null)
    await db
      .update(mtrs)
      .set({ nextAttemptAt: now })
      .where(and(eq(mtrs.orgId, orgId), eq(mtrs.id, id), isNull(mtrs.nextAttemptAt)));
}

/** The worker's round: every MTR due, one after the other (each claimed, so processes share the queue). */
export async function runDueMtrs(db: Db, deps: MtrDeps, now: Date, limit = 20): Promise<number> {
  const due = await db
    .select({ orgId: mtrs.orgId, id: mtrs.id })
    .from(mtrs)
    .where(and(lte(mtrs.nextAttemptAt, now), or(isNull(mtrs.leaseUntil), lt(mtrs.leaseUntil, now))))
    .orderBy(mtrs.nextAttemptAt)
    .limit(limit);
  for (const m of due) await processMtr(db, deps, m.orgId, m.id, now);
  return due.length;
}
