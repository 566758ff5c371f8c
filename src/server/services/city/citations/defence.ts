import { and, eq, inArray } from "drizzle-orm";
import { formatDateTime } from "@/lib/format";
import { appUrl } from "@/server/app-url";
import { citationDefences, citations, memberships, users } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { enqueueEmail } from "@/server/mail/outbox";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertOwnFiles } from "@/server/services/files/files";
import { cityEmails as emails } from "../emails";
import { defenceOpen } from "./status";

export const DEFENCE_FILE_PURPOSE = "citation_defence";

/** The offender files its defence (text and files) within the law's deadline; the city's auditors are e-mailed. */
export async function fileDefence(
  scope: OrgScope,
  input: { citationId: string; text: string; fileIds: string[] },
  now: Date = new Date(),
) {
  return scope.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(citations)
      .where(and(eq(citations.offenderOrgId, scope.orgId), eq(citations.id, input.citationId)))
      .for("update");
    if (!c) throw notFound("Auto de infração");
    if (c.status !== "issued")
      throw new DomainError("CONFLICT", "Este auto já tem defesa ou decisão: não cabe nova defesa.");
    if (!defenceOpen(c, now))
      throw new DomainError(
        "PRECONDITION_FAILED",
        `O prazo de defesa terminou em ${formatDateTime(c.defenceDueAt as Date)}: a defesa não pode mais ser apresentada.`,
      );
    await assertOwnFiles(tx, scope.orgId, input.fileIds, DEFENCE_FILE_PURPOSE, "Arquivo da defesa");
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    const [defence] = await tx
      .insert(citationDefences)
      .values({
        orgId: scope.orgId,
        cityOrgId: c.orgId,
        citationId: c.id,
        text: input.text.trim(),
        fileIds: input.fileIds,
        filedBy: scope.userId,
        filedByName: me?.name ?? "",
        filedAt: now,
      })
      .returning();
    await tx
      .update(citations)
      .set({ status: "defence_filed", updatedAt: now })
      .where(and(eq(citations.orgId, c.orgId), eq(citations.id, c.id)));
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "citation.defence_filed",
      entity: "citation",
      entityId: c.id,
      after: defence,
    });
    await writeAudit(tx, {
      orgId: c.orgId,
      actorUserId: scope.userId,
      action: "citation.defence_filed",
      entity: "citation",
      entityId: c.id,
      before: { status: c.status },
      after: { status: "defence_filed" },
    });
    const auditors = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, c.orgId), inArray(memberships.role, ["auditor"])));
    for (const a of auditors)
      await enqueueEmail(
        tx,
        a.email,
        emails.citationDefenceFiled(c.number, c.offenderName, appUrl(`/fiscalizacao/autos/${c.id}`)),
        c.orgId,
      );
    return defence;
  });
}
