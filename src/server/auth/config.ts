import { randomUUID } from "node:crypto";
import NextAuth, { CredentialsSignin } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/server/db/client";
import { findActiveUser } from "@/server/services/session/find-active-user";
import { revokeSession, SESSION_MAX_AGE_S } from "@/server/services/session/revoke-session";
import { signInWithPassword } from "@/server/services/session/sign-in";
import { clientIp } from "./client-ip";

class RateLimited extends CredentialsSignin {
  code = "rate_limited";
}

/** The claims our requests read (`auth/session.ts`), from a decoded token; null when one is missing. */
function claimsOf(token: JWT | null) {
  if (!token || typeof token.uid !== "string" || typeof token.sid !== "string") return null;
  return { userId: token.uid, sessionVersion: Number(token.sv ?? 0), sessionId: token.sid };
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/entrar" },
  logger: {
    error(error) {
      if (error.name === "CredentialsSignin") return;
      console.error(error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail" }, password: { label: "Senha", type: "password" } },
      async authorize(credentials, request) {
        const email = typeof credentials?.email === "string" ? credentials.email : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!email || !password) return null;
        const result = await signInWithPassword(
          await getDb(),
          { email, password, ip: clientIp(request.headers) },
          new Date(),
        );
        if (!result.ok) {
          if (result.reason === "rate_limited") throw new RateLimited();
          return null;
        }
        return {
          id: result.user.id,
          email: result.user.email,
          name: result.user.name,
          sessionVersion: result.user.sessionVersion,
        };
      },
    }),
  ],
  events: {
    // Sign-out ends the session on the server too: any copy of this cookie is refused from now on.
    async signOut(message) {
      const claims = claimsOf("token" in message ? message.token : null);
      if (claims) await revokeSession(await getDb(), claims, new Date());
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 1;
        // The session's id for its whole life (Auth.js draws a new `jti` at every renewal).
        token.sid = randomUUID();
        return token;
      }
      // Renewing a cookie (GET /api/auth/session) only for a session that is still good: a signed-out
      // or outdated one is not extended, so its revocation row can be pruned after one lifetime.
      const claims = claimsOf(token);
      return claims && (await findActiveUser(await getDb(), claims)) ? token : null;
    },
    session({ session, token }) {
      session.user.id = String(token.uid ?? "");
      (session as unknown as { sessionVersion: number }).sessionVersion = Number(token.sv ?? 0);
      return session;
    },
  },
});
