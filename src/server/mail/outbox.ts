import type { DbOrTx } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import type { Email } from "./templates";

/** Writes the e-mail to the outbox in the caller's transaction; the dispatcher sends it. */
export async function enqueueEmail(
  tx: DbOrTx,
  to: string,
  email: Email,
  orgId: string | null = null,
): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({ to, orgId, template: email.template, subject: email.subject, text: email.text });
}
