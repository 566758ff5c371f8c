import { z } from "zod";
import { resolveMunicipality } from "@/domain";
import {
  cepSchema,
  cnpjSchema,
  cpfSchema,
  latitudeSchema,
  longitudeSchema,
  phoneSchema,
  TEXT_MAX,
  textSchema,
} from "@/lib/validators";

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

/** A new site's fields (`sites.create` by the client, `dispatch.orders.createClientSite` by the office). */
export const siteFields = {
  name: textSchema(TEXT_MAX.name).min(2, "Dê um nome à obra (ex.: Reforma Rua Halfeld)."),
  address: textSchema(TEXT_MAX.address).min(5, "Informe o endereço completo da obra."),
  cep: cepSchema,
  municipalityId: municipalityIdSchema,
  lat: latitudeSchema,
  lon: longitudeSchema,
  /** Who receives the caçamba at the site: the driver calls them from the card. */
  contactName: textSchema(TEXT_MAX.name).optional(),
  contactPhone: phoneSchema.optional(),
};
