import { z } from "zod";
import { CANCEL_REASONS, SUBSTITUTION_REASONS } from "@/domain/nfse/dps";
import { idSchema, textSchema } from "@/lib/validators";
import { cancelNfse } from "@/server/services/nfse/cancel";
import { danfseFile, danfseInput, nfseXmlFile } from "@/server/services/nfse/documents";
import { issueNfse, substituteNfse } from "@/server/services/nfse/issue";
import { setPriceRowTribNac } from "@/server/services/nfse/price-row-code";
import { getNfseSettings, saveNfseSettings, uploadCertificate } from "@/server/services/nfse/settings";
import { createTRPCRouter, orgProcedure } from "../trpc";

const admin = orgProcedure(["admin"]);
const rate = (what: string) =>
  z
    .number(`Informe ${what} em %.`)
    .min(0, `${what} não pode ser negativa.`)
    .max(99.99, `${what}: no máximo 99,99%.`)
    .nullable();

export const cancelReasonSchema = z.enum(
  Object.keys(CANCEL_REASONS) as [keyof typeof CANCEL_REASONS],
  "Escolha o motivo: erro na emissão, serviço não prestado ou outros.",
);
export const reasonTextSchema = textSchema(255);

/** NFS-e Nacional: the admin sets it up and cancels or substitutes; the office issues from an invoice. */
export const nfseRouter = createTRPCRouter({
  settings: admin.query(({ ctx }) => getNfseSettings(ctx.scope)),
  saveSettings: admin
    .input(
      z.object({
        municipalRegistration: textSchema(15, {
          tooLong: "A inscrição municipal tem até 15 caracteres.",
        }).nullable(),
        simples: z.enum(
          ["none", "mei", "me_epp"],
          "Escolha o regime: Simples Nacional (MEI ou ME/EPP) ou não.",
        ),
        simplesIssRate: rate("a alíquota do ISS"),
        simplesTotalRate: rate("a alíquota total do Simples"),
        series: textSchema(5),
        nextNumber: z
          .number("Informe o próximo número da DPS.")
          .int("O número da DPS é inteiro.")
          .min(1, "O número da DPS começa em 1.")
          .max(2_000_000_000, "Número da DPS grande demais."),
        environment: z.enum(
          ["restricted", "production"],
          "Escolha o ambiente: produção restrita ou produção.",
        ),
        autoIssue: z.boolean("Diga se a NFS-e sai ao emitir a fatura."),
        defaultTribNac: textSchema(6),
      }),
    )
    .mutation(({ ctx, input }) => saveNfseSettings(ctx.scope, input)),
  uploadCertificate: admin
    .input(
      z.object({
        fileBase64: z
          .string("Escolha o arquivo do certificado (.pfx ou .p12).")
          .max(200_000, "Arquivo grande demais para um certificado A1 (até 150 KB).")
          .regex(/^[A-Za-z0-9+/=]*$/, "Arquivo do certificado ilegível."),
        password: z.string("Informe a senha do certificado.").max(200, "Senha longa demais."),
      }),
    )
    .mutation(({ ctx, input }) => uploadCertificate(ctx.scope, input)),
  /** The national service code of one price row (empty: the settings' default). */
  setPriceRowCode: admin
    .input(z.object({ priceRowId: idSchema, tribNac: textSchema(9).nullable() }))
    .mutation(({ ctx, input }) => setPriceRowTribNac(ctx.scope, input)),
  /** What the local DANFSe prints (the fallback when the ADN's is not to be had), for the hauler's office or the invoice's client. */
  danfse: orgProcedure(["admin", "dispatcher", "client"])
    .input(z.object({ invoiceId: idSchema }))
    .query(({ ctx, input }) => danfseInput(ctx.scope, input.invoiceId)),
  /** The DANFSe PDF served (`/api/faturas/[id]/danfse`): the ADN's official one, else the local rendering. */
  danfseFile: orgProcedure(["admin", "dispatcher", "client"])
    .input(z.object({ invoiceId: idSchema }))
    .query(async ({ ctx, input }) => {
      const file = await danfseFile(ctx.scope, input.invoiceId);
      return { fileName: file.fileName, official: file.official, pdfBase64: file.pdf.toString("base64") };
    }),
  /** The NFS-e XML itself, for the hauler's office or the invoice's client (`/api/faturas/[id]/nfse-xml`). */
  xml: orgProcedure(["admin", "dispatcher", "client"])
    .input(z.object({ invoiceId: idSchema }))
    .query(({ ctx, input }) => nfseXmlFile(ctx.scope, input.invoiceId)),
  issue: orgProcedure(["admin", "dispatcher"])
    .input(z.object({ invoiceId: idSchema }))
    .mutation(({ ctx, input }) => issueNfse(ctx.scope, input.invoiceId)),
  cancel: admin
    .input(z.object({ invoiceId: idSchema, reason: cancelReasonSchema, text: reasonTextSchema }))
    .mutation(({ ctx, input }) => cancelNfse(ctx.scope, input)),
  substitute: admin
    .input(
      z.object({
        invoiceId: idSchema,
        reason: z.enum(
          Object.keys(SUBSTITUTION_REASONS) as [keyof typeof SUBSTITUTION_REASONS],
          "Escolha o motivo da substituição.",
        ),
        text: reasonTextSchema,
      }),
    )
    .mutation(({ ctx, input }) => substituteNfse(ctx.scope, input)),
});
