"use client";

import { signInAction } from "./actions";

/** Signs in right after an account was created or its password changed, then goes to `redirectTo`. */
export async function signInWith(email: string, password: string, redirectTo = "/inicio") {
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  form.set("redirectTo", redirectTo);
  return signInAction({ error: null, email }, form);
}
