import { z } from "zod";
import type { Discount } from "@/domain/invoicing/totals";
import { centsSchema, dateSchema, idSchema, textSchema } from "@/lib/validators";
import { payInvoiceOnline } from "@/server/services/connect/pay-invoice";
import { refundInvoice } from "@/server/services/connect/refunds";
import { refundUnapplied } from "@/server/services/connect/unapplied";
import { createMonthlyInvoice, createOrderInvoice } from "@/server/services/invoicing/create";
import { listPayableInvoices } from "@/server/services/invoicing/payable";
import { getInvoice, listInvoices, listMyInvoices } from "@/server/services/invoicing/read";
import { recordPayment } from "@/server/services/invoicing/transitions";
import { issueInvoiceAndNfse } from "@/server/services/nfse/auto-issue";
import { cancelInvoiceAndNfse } from "@/server/services/nfse/cancel";
import { createTRPCRouter, orgProcedure } from "../trpc";
import { cancelReasonSchema, reasonTextSchema } from "./nfse";

const office = orgProcedure(["admin", "dispatcher"]);

const choices = {
  dueDate: dateSchema,
  discountCents: centsSchema("o desconto").optional(),
  discountBasisPoints: z
    .number("Informe o desconto em %.")
    .int("Desconto em % com até duas casas: 10,5% = 1050.")
    .min(0, "O desconto não pode ser negativo.")
    .max(10_000, "O desconto máximo é 100%.")
    .optional(),
  relocations: z
    .number("Informe as mudanças de lugar.")
    .int("Mudanças de lugar: um número inteiro.")
    .min(0, "As mudanças de lugar não podem ser negativas.")
    .max(100, "No máximo 100 mudanças de lugar.")
    .optional(),
  notes: textSchema(1000).optional(),
};

const discountOf = (i: { discountCents?: number; discountBasisPoints?: number }): Discount =>
  i.discountBasisPoints !== undefined
    ? { kind: "percent", basisPoints: i.discountBasisPoints }
    : i.discountCents !== undefined
      ? { kind: "cents", cents: i.discountCents }
      : { kind: "none" };

/** Faturas: the hauler's office computes, issues and records payments; the client reads its own. */
export const invoicingRouter = createTRPCRouter({
  list: office.query(({ ctx }) => listInvoices(ctx.scope)),
  mine: orgProcedure(["client"]).query(({ ctx }) => listMyInvoices(ctx.scope)),
  /** The client's invoices with a balance, each with its Pix BR Code (`/pagamentos`). */
  payable: orgProcedure(["client"]).query(({ ctx }) => listPayableInvoices(ctx.scope)),
  get: orgProcedure(["admin", "dispatcher", "client"])
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => getInvoice(ctx.scope, input.id)),
  createForOrder: office
    .input(z.object({ orderId: idSchema, ...choices }))
    .mutation(({ ctx, input }) => createOrderInvoice(ctx.scope, { ...input, discount: discountOf(input) })),
  createMonthly: office
    .input(
      z.object({
        clientOrgId: idSchema,
        month: textSchema(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Mês inválido: escolha mês e ano."),
        ...choices,
      }),
    )
    .mutation(({ ctx, input }) => createMonthlyInvoice(ctx.scope, { ...input, discount: discountOf(input) })),
  issue: office
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => issueInvoiceAndNfse(ctx.scope, input.id)),
  /** Cancels the invoice and, first, its authorised NFS-e (event e101101 with `nfse`'s reason). */
  cancel: orgProcedure(["admin"])
    .input(
      z.object({
        id: idSchema,
        reason: textSchema(500).min(3, "Diga o motivo do cancelamento."),
        nfse: z.object({ reason: cancelReasonSchema, text: reasonTextSchema }).optional(),
      }),
    )
    .mutation(({ ctx, input }) => cancelInvoiceAndNfse(ctx.scope, input)),
  recordPayment: office
    .input(
      z.object({
        invoiceId: idSchema,
        method: z.enum(["pix", "ted", "cash"], "Escolha como foi pago: Pix, TED ou dinheiro."),
        amountCents: centsSchema("o valor recebido", { min: 1 }),
        date: dateSchema,
        note: textSchema(500).optional(),
      }),
    )
    .mutation(({ ctx, input }) => recordPayment(ctx.scope, { ...input, receivedOn: input.date })),
  /** The client pays the balance online (card, boleto, Pix) into the hauler's Stripe account. */
  payOnline: orgProcedure(["client"])
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => payInvoiceOnline(ctx.scope, input.id)),
  /** The hauler admin refunds a Stripe payment of the invoice (all of it unless an amount is given). */
  refund: orgProcedure(["admin"])
    .input(
      z.object({
        invoiceId: idSchema,
        amountCents: centsSchema("o valor do estorno", { min: 1 }).optional(),
        reason: textSchema(500).optional(),
      }),
    )
    .mutation(({ ctx, input }) => refundInvoice(ctx.scope, input)),
  /** The hauler admin gives back a Stripe payment that went beyond the invoice's balance. */
  refundUnapplied: orgProcedure(["admin"])
    .input(
      z.object({
        invoiceId: idSchema,
        stripePaymentId: z
          .string("Informe o pagamento a devolver.")
          .regex(/^pi_[A-Za-z0-9]{1,250}$/, "Pagamento do Stripe inválido."),
      }),
    )
    .mutation(({ ctx, input }) => refundUnapplied(ctx.scope, input)),
});
