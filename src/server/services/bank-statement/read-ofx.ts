import { type OfxStatement, parseOfx } from "@/domain/bank-statement/ofx";
import { invalidField } from "@/server/errors";

/** The statement in the uploaded OFX text, or a 400 naming the field `ofx` with the reason in pt-BR. */
export function readOfx(text: string): OfxStatement {
  const result = parseOfx(text);
  if (!result.ok) throw invalidField("ofx", result.error);
  return result.statement;
}
