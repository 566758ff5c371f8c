"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { alertMessage } from "@/features/forms/use-field-errors";

/** Runs a mutation, keeps its pt-BR error (message and per-field errors) and refreshes the server page on success. */
export function useAction() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  async function run<T>(action: () => Promise<T>): Promise<T | null> {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const result = await action();
      router.refresh();
      return result;
    } catch (e) {
      const data = (e as { data?: { fieldErrors?: Record<string, string[]> | null } }).data;
      setFieldErrors(data?.fieldErrors ?? {});
      setError(e instanceof Error ? e.message : "Erro inesperado.");
      return null;
    } finally {
      setPending(false);
    }
  }
  const fieldError = (name: string) => fieldErrors[name]?.[0];
  /** The alert's words when the form shows these fields' errors beside them (`alertMessage`). */
  const alertBeside = (...shown: string[]) => alertMessage(error, fieldErrors, shown);
  return { run, error, fieldError, alertBeside, pending };
}
