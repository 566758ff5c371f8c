import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/server/db/client";
import { signInWithPassword } from "@/server/services/session/sign-in";
import { clientIp } from "./client-ip";

class RateLimited extends CredentialsSignin {
  code = "rate_limited";
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
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
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 1;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = String(token.uid ?? "");
      (session as unknown as { sessionVersion: number }).sessionVersion = Number(token.sv ?? 0);
      return session;
    },
  },
});
