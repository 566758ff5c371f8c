import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { formatMoneyCents } from "@/lib/format";
import { stripeClient } from "@/server/billing/stripe-client";
import { orders, orgs, paymentLinks, sites } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

const WASTE_LABEL = { rcc: "entulho (RCC)", bulky: "volumosos" } as const;

const linkColumns = {
  id: paymentLinks.id,
  orderId: paymentLinks.orderId,
  description: paymentLinks.description,
  amountCents: paymentLinks.amountCents,
  url: paymentLinks.url,
  status: paymentLinks.status,
  paidAt: paymentLinks.paidAt,
  createdAt: paymentLinks.createdAt,
};

/**
 * A Stripe payment link for one rental (order), in BRL, payable once. Payment methods are the
 * account's dynamic ones for a one-time BRL payment (card, boleto, Pix where enabled).
 */
export async function createPaymentLink(
  scope: OrgScope,
  input: { orderId: string; amountCents: number; description?: string | null },
) {
  const [order] = await scope.db
    .select({
      id: orders.id,
      status: orders.status,
      generatorOrgId: orders.generatorOrgId,
      sizeM3: orders.sizeM3,
      wasteKind: orders.wasteKind,
      siteName: sites.name,
    })
    .from(orders)
    .innerJoin(sites, and(eq(sites.orgId, orders.generatorOrgId), eq(sites.id, orders.siteId)))
    .where(and(eq(orders.orgId, scope.orgId), eq(orders.id, input.orderId)));
  if (!order) throw notFound("Pedido");
  if (order.status === "cancelled") throw conflict("Este pedido foi cancelado: não há o que cobrar.");
  const [existing] = await scope.db
    .select({ url: paymentLinks.url, status: paymentLinks.status })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.orgId, scope.orgId),
        eq(paymentLinks.orderId, order.id),
        inArray(paymentLinks.status, ["open", "paid"]),
      ),
    );
  if (existing)
    throw conflict(
      existing.status === "paid"
        ? "Este pedido já foi pago pelo link de pagamento."
        : `Este pedido já tem um link de pagamento em aberto: ${existing.url}`,
    );
  const [hauler] = await scope.db.select({ name: orgs.legalName }).from(orgs).where(eq(orgs.id, scope.orgId));
  const description =
    input.description?.trim() ||
    `Locação de caçamba ${order.sizeM3.toLocaleString("pt-BR")} m³ (${WASTE_LABEL[order.wasteKind]}) — ${order.siteName}`;
  const id = randomUUID();
  const link = await stripeClient().paymentLinks.create(
    {
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "brl",
            unit_amount: input.amountCents,
            product_data: { name: `${hauler?.name ?? "Caçamba Certa"}: ${description}`.slice(0, 250) },
          },
        },
      ],
      restrictions: { completed_sessions: { limit: 1 } },
      metadata: { org_id: scope.orgId, order_id: order.id, payment_link_id: id },
    },
    { idempotencyKey: `cacamba-certa-payment-link-${id}` },
  );
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentLinks)
      .values({
        orgId: scope.orgId,
        id,
        orderId: order.id,
        clientOrgId: order.generatorOrgId,
        description,
        amountCents: input.amountCents,
        stripePaymentLinkId: link.id,
        url: link.url,
        createdBy: scope.userId,
      })
      .returning(linkColumns);
    if (!row) throw new Error("insert returned nothing");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "payment_link.created",
      entity: "payment_link",
      entityId: id,
      after: { orderId: order.id, amount: formatMoneyCents(input.amountCents), stripePaymentLinkId: link.id },
    });
    return row;
  });
}

/** The hauler's payment links, newest first. */
export function listPaymentLinks(scope: OrgScope) {
  return scope.db
    .select({ ...linkColumns, clientName: orgs.legalName })
    .from(paymentLinks)
    .leftJoin(orgs, eq(orgs.id, paymentLinks.clientOrgId))
    .where(eq(paymentLinks.orgId, scope.orgId))
    .orderBy(desc(paymentLinks.createdAt))
    .limit(200);
}

/** Client portal: the links haulers sent to this generator, with the hauler's name. */
export function listMyPaymentLinks(scope: OrgScope) {
  return scope.db
    .select({ ...linkColumns, haulerName: orgs.legalName })
    .from(paymentLinks)
    .innerJoin(orgs, eq(orgs.id, paymentLinks.orgId))
    .where(and(eq(paymentLinks.clientOrgId, scope.orgId), inArray(paymentLinks.status, ["open", "paid"])))
    .orderBy(desc(paymentLinks.createdAt))
    .limit(200);
}
