import { z } from "zod";
import { resolveMunicipality } from "@/domain";
import { cnpjSchema, cpfSchema, TEXT_MAX, textSchema } from "@/lib/validators";

export const emailSchema = textSchema(TEXT_MAX.email)
  .toLowerCase()
  .pipe(z.email("E-mail inválido: confira o endereço."));

/** A password as typed (not trimmed); its strength is checked by the service. */
export const passwordSchema = textSchema(TEXT_MAX.secret, { trim: false });

/** A token from an e-mailed link. */
export const tokenSchema = textSchema(TEXT_MAX.secret).min(
  10,
  "Link inválido. Confira se copiou o endereço inteiro.",
);

export const municipalityIdSchema = textSchema(TEXT_MAX.code).transform((v, ctx) => {
  const municipality = resolveMunicipality(v);
  if (!municipality) {
    ctx.addIssue({ code: "custom", message: "Município ainda não atendido: escolha um da lista." });
    return z.NEVER;
  }
  return municipality.id;
});

/** `taxId` checked as a CPF for a person or a CNPJ for a company; the message lands on the taxId field. */
export function withTaxId<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, personType: z.enum(["company", "person"]), taxId: textSchema(TEXT_MAX.code) })
    .transform((value, ctx) => {
      const { personType, taxId } = value as { personType: "company" | "person"; taxId: string };
      const checked = (personType === "person" ? cpfSchema : cnpjSchema).safeParse(taxId);
      if (!checked.success) {
        ctx.addIssue({ code: "custom", path: ["taxId"], message: checked.error.issues[0]?.message ?? "" });
        return z.NEVER;
      }
      return { ...value, taxId: checked.data };
    });
}
