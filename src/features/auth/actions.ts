"use server";

import { AuthError } from "next-auth";
import { signIn, signOut } from "@/server/auth/config";

export interface SignInState {
  error: string | null;
  email: string;
}

const MESSAGES: Record<string, string> = {
  rate_limited: "Muitas tentativas sem sucesso. Aguarde 15 minutos e tente de novo.",
  credentials: "E-mail ou senha incorretos. Confira e tente de novo.",
};

/** Only paths of this site: `/convite?token=…` yes, `//evil.example` or `https://…` no. */
function safeRedirect(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") ? path : "/inicio";
}

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return { error: "Informe o e-mail e a senha.", email };
  try {
    await signIn("credentials", { email, password, redirectTo: safeRedirect(form.get("redirectTo")) });
    return { error: null, email };
  } catch (e) {
    if (e instanceof AuthError) {
      const code = (e as AuthError & { code?: string }).code ?? "credentials";
      return { error: MESSAGES[code] ?? MESSAGES.credentials ?? "", email };
    }
    throw e;
  }
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/entrar" });
}
