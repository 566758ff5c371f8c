"use client";

interface ErrorWithFields {
  message: string;
  data?: { fieldErrors?: Record<string, string[]> | null } | null;
}

/** The server's pt-BR message per field, and the general one, from a failed tRPC mutation. */
export function formErrors(error: ErrorWithFields | null | undefined) {
  const fields = error?.data?.fieldErrors ?? {};
  return {
    field: (name: string) => fields[name]?.[0],
    general:
      error && Object.keys(fields).length === 0
        ? error.message
        : error
          ? "Corrija os campos indicados."
          : null,
  };
}

/**
 * What a form's alert says after a refusal: the server's message, or — when every field it names shows
 * its own message beside the input (`shown`) — only that there is something to fix, so the message is
 * never read twice on the screen while the alert still announces the refusal.
 */
export function alertMessage(
  message: string | null,
  fieldErrors: Record<string, string[] | undefined>,
  shown: readonly string[],
): string | null {
  if (!message) return null;
  const named = Object.keys(fieldErrors).filter((f) => fieldErrors[f]?.length);
  if (named.length === 0 || !named.every((f) => shown.includes(f))) return message;
  return named.length === 1 ? "Corrija o campo indicado." : "Corrija os campos indicados.";
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}
