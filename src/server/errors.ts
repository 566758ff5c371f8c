/** Typed domain errors. Services throw them; `api/error-mapping.ts` turns them into tRPC/HTTP errors. */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PRECONDITION_FAILED"
  | "TOO_MANY_REQUESTS";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: { article?: string; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (what: string) => new DomainError("NOT_FOUND", `${what} não encontrado(a).`);

export const forbidden = (message = "Seu perfil não tem permissão para esta ação.") =>
  new DomainError("FORBIDDEN", message);

export const conflict = (message: string) => new DomainError("CONFLICT", message);

export const invalidField = (field: string, message: string) =>
  new DomainError("BAD_REQUEST", message, { fieldErrors: { [field]: [message] } });
