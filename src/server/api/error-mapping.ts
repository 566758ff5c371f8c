import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { DomainError } from "@/server/errors";

function pgCode(e: unknown): string | undefined {
  const cause = (e as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (e as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** One place where errors of any layer become tRPC errors (and so HTTP statuses) with pt-BR messages. */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof DomainError) {
    return new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  if (error.code === "INTERNAL_SERVER_ERROR" && pgCode(cause) === "23505") {
    return new TRPCError({ code: "CONFLICT", message: "Já existe um registro com estes dados.", cause });
  }
  return error;
}

export function fieldErrorsOf(error: TRPCError): Record<string, string[]> | null {
  if (error.cause instanceof z.ZodError) {
    const fields = z.flattenError(error.cause).fieldErrors as Record<string, string[]>;
    // A nested field is also named by its whole path ("markings.retroreflectiveStrips.count"), so a
    // form can put the message on the input it belongs to.
    for (const issue of error.cause.issues) {
      if (issue.path.length < 2) continue;
      const key = issue.path.map(String).join(".");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    return fields;
  }
  if (error.cause instanceof DomainError) return error.cause.details.fieldErrors ?? null;
  return null;
}

export function messageFor(error: TRPCError): string {
  if (error.cause instanceof z.ZodError) return "Dados inválidos: corrija os campos indicados.";
  if (error.code === "INTERNAL_SERVER_ERROR")
    return "Erro interno. Tente de novo; se persistir, fale com o suporte.";
  return error.message;
}
