import { Alert, Badge, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { ConnectSection } from "@/features/billing/connect-section";
import { INVOICE_STATUS_LABEL } from "@/features/billing/labels";
import { PlanPicker, type PlanView } from "@/features/billing/plan-picker";
import { PortalButton } from "@/features/billing/portal-button";
import { SubscriptionSummary } from "@/features/billing/subscription-summary";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDate, formatMoneyCents } from "@/lib/format";

export const metadata: Metadata = { title: "Assinatura" };

const CHECKOUT_NOTICE: Record<string, { color: string; text: string }> = {
  concluido: {
    color: "green",
    text: "Pagamento enviado ao Stripe. A assinatura aparece aqui assim que o Stripe confirmar (boleto pode levar até 3 dias úteis).",
  },
  cancelado: { color: "gray", text: "Assinatura não concluída: nada foi cobrado." },
};

export default async function BillingPage({
  searchParams,
}: {
  searchParams: Promise<{ checkout?: string; connect?: string }>;
}) {
  const viewer = await loadViewer();
  if (!viewer) redirect("/entrar");
  const params = await searchParams;
  const notice = CHECKOUT_NOTICE[params.checkout ?? ""];
  return (
    <>
      <PageHeader title="Assinatura" subtitle="Plano da empresa, pagamento e faturas." />
      <Guarded
        load={() => Promise.all([viewer.caller.billing.overview(), viewer.caller.billing.connect.status()])}
      >
        {([o, connect]) => (
          <Stack gap="lg">
            {notice && (
              <Alert color={notice.color} role="status">
                {notice.text}
              </Alert>
            )}
            {!o.configured && (
              <EmptyState
                title="Pagamentos não configurados"
                next="Esta instalação ainda não tem chaves do Stripe; fale com o suporte da plataforma para assinar."
              />
            )}
            <SubscriptionSummary
              s={{
                ...o.current,
                trialEndsAt: o.trialEndsAt,
                inTrial: o.inTrial,
                readOnly: o.readOnly,
                readOnlyFrom: o.readOnlyFrom,
                cacambasUsed: o.cacambasUsed,
                nextInvoice: o.nextInvoice,
              }}
            />
            {o.current.hasSubscription && o.configured && <PortalButton />}
            <PlanPicker
              plans={o.plans as PlanView[]}
              currentPlanId={o.current.hasSubscription ? o.current.planId : null}
              canSubscribe={o.configured && !o.current.hasSubscription}
            />
            <ConnectSection s={connect} notice={params.connect} />
            <Stack gap="xs">
              <Title order={2} size="h4">
                Faturas
              </Title>
              {o.invoicesUnavailable && (
                <Alert color="orange">
                  Não foi possível consultar as faturas no Stripe agora. Tente de novo mais tarde.
                </Alert>
              )}
              {o.recentInvoices.length === 0 ? (
                <EmptyState
                  title="Nenhuma fatura"
                  next="As faturas aparecem aqui depois da primeira cobrança."
                />
              ) : (
                <SimpleTable
                  caption="Faturas recentes"
                  rows={o.recentInvoices}
                  rowKey={(i) => `${i.number ?? ""}-${i.date.getTime()}`}
                  columns={[
                    { header: "Data", cell: (i) => formatDate(i.date) },
                    { header: "Número", cell: (i) => i.number ?? "—" },
                    { header: "Valor", cell: (i) => formatMoneyCents(i.amountCents) },
                    {
                      header: "Situação",
                      cell: (i) => (
                        <Badge variant="light">{INVOICE_STATUS_LABEL[i.status ?? ""] ?? i.status}</Badge>
                      ),
                    },
                    {
                      header: "",
                      cell: (i) => (i.url ? <TextLink href={i.url}>Ver fatura</TextLink> : null),
                    },
                  ]}
                />
              )}
            </Stack>
          </Stack>
        )}
      </Guarded>
    </>
  );
}
