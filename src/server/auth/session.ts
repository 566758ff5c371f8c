import type { SessionClaims } from "@/server/api/context";
import { auth } from "./config";

/** The signed-in user's claims from the JWT session cookie, or null. */
export async function currentSessionClaims(): Promise<SessionClaims | null> {
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return null;
  return { userId, sessionVersion: (session as unknown as { sessionVersion: number }).sessionVersion };
}
