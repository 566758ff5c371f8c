import type { z } from "zod";
import { brazilianErrors } from "./zod-messages";

/* zod's own issues get the app's hand-written pt-BR messages, passed per parse so the domain never
   touches zod's global config (the server sets the same map globally). */

export interface RulesInputIssue {
  path: string;
  message: string;
}

/** Thrown when an input cannot be evaluated: invalid shape, or a value the law leaves to configuration is missing. */
export class RulesInputError extends Error {
  readonly issues: RulesInputIssue[];

  constructor(message: string, issues: RulesInputIssue[] = []) {
    super(message);
    this.name = "RulesInputError";
    this.issues = issues;
  }
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input, { error: brazilianErrors });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new RulesInputError(`Entrada inválida para ${what}: corrija os campos indicados.`, issues);
}

export function missingConfig(path: string, message: string): RulesInputError {
  return new RulesInputError(message, [{ path, message }]);
}
