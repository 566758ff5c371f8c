import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";

/** The newest e-mail sent to `to`, and the token of the link it carries. */
export async function lastEmailTo(db: Db, to: string) {
  const [email] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!email) throw new Error(`no e-mail to ${to}`);
  const token = /token=([\w-]+)/.exec(email.text)?.[1] ?? "";
  return { ...email, token };
}
