"use client";

import { Button, Stack, TextInput } from "@mantine/core";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { CODE_CHECK_HINT, codeCheckError, codeCheckPath } from "@/lib/code-check-path";

/** The code in the address of a code's page (`/c/<code>`, `/verificar/<code>`), to correct it in place. */
function codeInAddress(pathname: string): string {
  const match = /^\/(?:c|verificar)\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return "";
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * One field for the code printed on a caçamba's decal or on a CTR: it opens the caçamba's public page
 * or the CTR's check. On a code's not-found page it starts with what was typed, to be corrected.
 */
export function CodeCheckForm({ id }: { id?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [code, setCode] = useState(() => codeInAddress(pathname));
  const [error, setError] = useState<string | null>(null);
  const { ref, focusResult } = useFocusResult();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = codeCheckError(code);
    const path = codeCheckPath(code);
    if (refused || !path) {
      setError(refused);
      return focusResult();
    }
    setError(null);
    router.push(path);
  };
  return (
    <form ref={ref} id={id} onSubmit={submit} aria-label="Conferir código" noValidate>
      <Stack gap="sm" align="flex-start" maw={420}>
        <TextInput
          label="Código da caçamba ou do CTR"
          description={CODE_CHECK_HINT}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          w="100%"
        />
        <Button type="submit">Conferir</Button>
      </Stack>
    </form>
  );
}
