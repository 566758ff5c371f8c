import { z } from "zod";
import { idSchema, TEXT_MAX, textSchema } from "@/lib/validators";
import { confirmStatementMatch } from "@/server/services/bank-statement/confirm";
import { previewStatement } from "@/server/services/bank-statement/preview";
import { getPixSettings, savePixSettings } from "@/server/services/pix/settings";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);

/** An OFX statement as uploaded: a month of a small company's account is tens of kilobytes. */
const ofxSchema = textSchema(500_000, {
  trim: false,
  tooLong: "Extrato grande demais: exporte um período menor (até 500 mil caracteres).",
}).min(1, "Escolha o arquivo OFX do extrato.");

/** Pix: the hauler's key for its invoices' BR Codes, and the bank statement (OFX) matched to invoices. */
export const pixRouter = createTRPCRouter({
  settings: createTRPCRouter({
    get: orgProcedure(["admin"]).query(({ ctx }) => getPixSettings(ctx.scope)),
    save: orgProcedure(["admin"])
      .input(
        z.object({
          key: textSchema(TEXT_MAX.short),
          receiverName: textSchema(TEXT_MAX.name),
          city: textSchema(TEXT_MAX.short),
        }),
      )
      .mutation(({ ctx, input }) => savePixSettings(ctx.scope, input)),
  }),
  statement: createTRPCRouter({
    /** Reads the OFX and proposes matches; writes nothing (a mutation only because the file is large). */
    preview: office
      .input(z.object({ ofx: ofxSchema }))
      .mutation(({ ctx, input }) => previewStatement(ctx.scope, input.ofx)),
    confirm: office
      .input(
        z.object({
          ofx: ofxSchema,
          fitid: textSchema(255).min(1, "Escolha a transação."),
          invoiceId: idSchema,
        }),
      )
      .mutation(({ ctx, input }) => confirmStatementMatch(ctx.scope, input)),
  }),
});
