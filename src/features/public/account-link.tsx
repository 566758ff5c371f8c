"use client";

import { useEffect, useState } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { TextLink } from "@/components/ui/text-link";

let asked: Promise<boolean> | undefined;

/** Whether this browser holds a good session: asked once per page load, shared by every link on it. */
function signedIn(): Promise<boolean> {
  asked ??= fetch("/api/auth/session", { credentials: "same-origin" })
    .then(async (r) => (r.ok ? Boolean(((await r.json()) as { user?: unknown } | null)?.user) : false))
    .catch(() => false);
  return asked;
}

/**
 * "Entrar" on a public page, or "Ir para o painel" (→ /inicio) for a person already signed in: the public
 * pages are the same static pages for everyone, so the browser asks its session after loading.
 */
export function AccountLink({ button = false }: { button?: boolean }) {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    let live = true;
    void signedIn().then((yes) => {
      if (live) setInside(yes);
    });
    return () => {
      live = false;
    };
  }, []);
  const [href, words] = inside ? ["/inicio", "Ir para o painel"] : ["/entrar", "Entrar"];
  return button ? (
    <ButtonLink href={href}>{words}</ButtonLink>
  ) : (
    <TextLink href={href} size="sm">
      {words}
    </TextLink>
  );
}
