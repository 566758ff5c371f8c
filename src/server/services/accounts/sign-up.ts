import { eq } from "drizzle-orm";
import type { MemberRole, OrgKind } from "@/lib/roles";
import { ORG_KIND_LABEL } from "@/lib/roles";
import { appUrl } from "@/server/app-url";
import type { Db } from "@/server/db/client";
import { memberships, orgs, users } from "@/server/db/schema";
import { enqueueEmail } from "@/server/mail/outbox";
import { emails } from "@/server/mail/templates";
import { writeAudit } from "@/server/services/audit/write";
import { issueLinkToken } from "./link-tokens";
import { assertTaxIdFree } from "./tax-id";
import { HOUR_MS } from "./tokens";
import { createUser } from "./users";

export const TRIAL_DAYS = 14;

/** Who signs up as what: trusted kinds (receiver, city) wait for a superadmin's approval. */
const ON_SIGN_UP: Record<OrgKind, { role: MemberRole; status: "active" | "pending" }> = {
  hauler: { role: "admin", status: "active" },
  generator: { role: "client", status: "active" },
  receiver: { role: "operator", status: "pending" },
  city: { role: "auditor", status: "pending" },
};

export interface SignUpInput {
  person: { name: string; email: string; password: string };
  org: {
    kind: OrgKind;
    personType: "company" | "person";
    legalName: string;
    taxId: string;
    municipalityId: string;
  };
}

/** One sign-up for every kind of org: the person's account, the org, them as its manager, a verification e-mail. */
export async function signUp(db: Db, input: SignUpInput, now: Date) {
  const { role, status } = ON_SIGN_UP[input.org.kind];
  return db.transaction(async (tx) => {
    await assertTaxIdFree(tx, input.org);
    const user = await createUser(tx, { ...input.person, emailVerifiedAt: null });
    const [org] = await tx
      .insert(orgs)
      .values({
        ...input.org,
        legalName: input.org.legalName.trim(),
        status,
        trialEndsAt: input.org.kind === "hauler" ? new Date(now.getTime() + TRIAL_DAYS * 24 * HOUR_MS) : null,
      })
      .returning();
    if (!org) throw new Error("org insert returned nothing");
    await tx.insert(memberships).values({ orgId: org.id, userId: user.id, role, isManager: true });
    await writeAudit(tx, {
      orgId: org.id,
      actorUserId: user.id,
      action: status === "pending" ? "org.requested" : "org.signed_up",
      entity: "org",
      entityId: org.id,
      after: {
        kind: org.kind,
        legalName: org.legalName,
        taxId: org.taxId,
        status: org.status,
        owner: user.email,
      },
    });
    const token = await issueLinkToken(tx, {
      userId: user.id,
      purpose: "verify_email",
      ttlMs: 24 * HOUR_MS,
      now,
    });
    await enqueueEmail(
      tx,
      user.email,
      emails.verifyEmail(user.name, appUrl(`/confirmar-email?token=${token}`)),
      org.id,
    );
    if (status === "pending") {
      const superadmins = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isSuperadmin, true));
      for (const admin of superadmins) {
        await enqueueEmail(
          tx,
          admin.email,
          emails.orgRequestReceived(org.legalName, ORG_KIND_LABEL[org.kind], appUrl("/inicio")),
        );
      }
    }
    return { userId: user.id, orgId: org.id, status };
  });
}
