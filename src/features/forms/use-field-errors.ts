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

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}
