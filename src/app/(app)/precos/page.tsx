import { Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { listRulesets } from "@/domain";
import { PriceRowCode } from "@/features/nfse/price-row-code";
import { EXTRA_DAY_BASIS_LABEL, WASTE_CLASS_LABEL } from "@/features/pricing/labels";
import { PriceRowForm } from "@/features/pricing/price-row-form";
import { PriceSettingsForm } from "@/features/pricing/price-settings-form";
import { RemovePriceButton } from "@/features/pricing/remove-button";
import { SurchargeForm } from "@/features/pricing/surcharge-form";
import { Guarded } from "@/features/shell/guarded";
import { formatMoneyCents } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Preços" };

const MUNICIPALITIES = listRulesets().map((r) => ({
  value: r.id,
  label: `${r.municipality.name}/${r.municipality.uf}`,
}));
const MUNICIPALITY_NAME = Object.fromEntries(MUNICIPALITIES.map((m) => [m.value, m.label]));
const number = (n: number, places: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: places });

export default async function PricesPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Preços"
        subtitle="Tabela de preços: o cliente vê o preço antes de confirmar o pedido, e o pedido guarda o preço do dia em que foi feito."
      />
      <Guarded load={() => Promise.all([caller.pricing.table(), caller.clients.list()])}>
        {([table, clients]) => (
          <Stack gap="xl">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Regras gerais
              </Title>
              {table.settings && (
                <Text size="sm" c="dimmed">
                  Locação inclui {table.settings.includedDays} dias; cada dia extra (
                  {EXTRA_DAY_BASIS_LABEL[table.settings.extraDayBasis]}) custa{" "}
                  {formatMoneyCents(table.settings.extraDayCents)}.
                </Text>
              )}
              <Paper withBorder p="md">
                <PriceSettingsForm
                  initial={table.settings}
                  lawNote={table.lawNote}
                  suggested={
                    table.dwellLimit ? { days: table.dwellLimit.days, basis: table.dwellLimit.basis } : null
                  }
                />
              </Paper>
            </Stack>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Locação por tamanho e classe
              </Title>
              {table.rows.length === 0 ? (
                <EmptyState
                  title="Nenhum preço de locação"
                  next={
                    table.settings
                      ? "Cadastre abaixo o preço de cada tamanho de caçamba e classe de resíduo."
                      : "Salve as regras gerais acima e depois cadastre o preço de cada tamanho."
                  }
                />
              ) : (
                <SimpleTable
                  caption="Preços de locação"
                  rows={table.rows}
                  rowKey={(r) => r.id}
                  columns={[
                    { header: "Tamanho", cell: (r) => `${number(r.sizeM3, 2)} m³` },
                    { header: "Classe", cell: (r) => WASTE_CLASS_LABEL[r.wasteClass] },
                    { header: "Para", cell: (r) => r.clientName ?? "Todos os clientes" },
                    { header: "Locação", cell: (r) => formatMoneyCents(r.rentalCents) },
                    { header: "Peso incluído", cell: (r) => `${number(r.includedTonnes, 3)} t` },
                    {
                      header: "Código NFS-e",
                      cell: (r) => (
                        <PriceRowCode id={r.id} label={`${number(r.sizeM3, 2)} m³`} initial={r.tribNac} />
                      ),
                    },
                    {
                      header: "",
                      cell: (r) => (
                        <RemovePriceButton
                          kind="row"
                          id={r.id}
                          label={`o preço de ${number(r.sizeM3, 2)} m³`}
                        />
                      ),
                    },
                  ]}
                />
              )}
              {table.settings && (
                <Paper withBorder p="md">
                  <PriceRowForm clients={clients.map((c) => ({ id: c.generatorOrgId, name: c.legalName }))} />
                </Paper>
              )}
            </Stack>
            {table.settings && (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Acréscimo por município
                </Title>
                {table.surcharges.length > 0 && (
                  <SimpleTable
                    caption="Acréscimos por município"
                    rows={table.surcharges}
                    rowKey={(s) => s.municipalityId}
                    columns={[
                      {
                        header: "Município",
                        cell: (s) => MUNICIPALITY_NAME[s.municipalityId] ?? s.municipalityId,
                      },
                      { header: "Acréscimo", cell: (s) => formatMoneyCents(s.surchargeCents) },
                      {
                        header: "",
                        cell: (s) => (
                          <RemovePriceButton
                            kind="surcharge"
                            municipalityId={s.municipalityId}
                            label={`o acréscimo de ${MUNICIPALITY_NAME[s.municipalityId] ?? s.municipalityId}`}
                          />
                        ),
                      },
                    ]}
                  />
                )}
                <Paper withBorder p="md">
                  <SurchargeForm municipalities={MUNICIPALITIES} />
                </Paper>
              </Stack>
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
