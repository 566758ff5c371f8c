import { Alert, Stack, Text } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { isMtrCallOutcome } from "@/domain/mtr";
import { CallsFilter, type CallsQuery } from "@/features/mtr/calls-filter";
import { loadViewer } from "@/features/shell/viewer";
import { formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Chamadas aos sistemas de MTR" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * Every call to the MTR systems that concerns the org (each one audited: system, operation, outcome,
 * HTTP status, time, the system's message — never a password or a token), filtered by document,
 * outcome and dates.
 */
export default async function MtrCallsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  const params = await searchParams;
  const query: CallsQuery = {
    documento: one(params.documento),
    resultado: one(params.resultado),
    de: one(params.de),
    ate: one(params.ate),
  };
  let calls: Awaited<ReturnType<typeof viewer.caller.mtr.calls>> = [];
  let error: string | null = null;
  try {
    calls = await viewer.caller.mtr.calls({
      document: query.documento ?? null,
      outcome: query.resultado && isMtrCallOutcome(query.resultado) ? query.resultado : null,
      from: query.de ?? null,
      to: query.ate ?? null,
    });
  } catch (e) {
    error = e instanceof Error ? e.message : "Filtro inválido.";
  }
  return (
    <Stack>
      <PageHeader
        title="Chamadas aos sistemas de MTR"
        subtitle="Cada pedido feito ao SINIR ou ao sistema do estado em nome da sua empresa ou de um MTR em que ela está: quando, qual operação e como terminou. Senhas e chaves de acesso nunca são guardadas aqui."
      />
      <TextLink href="/mtr">Voltar para MTR e CDF</TextLink>
      <CallsFilter query={query} />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : calls.length === 0 ? (
        <EmptyState
          title="Nenhuma chamada"
          next="As chamadas aparecem aqui quando um MTR ou CDF é enviado, consultado ou recebido."
        />
      ) : (
        <SimpleTable
          caption={`Chamadas (${calls.length}, as mais recentes primeiro)`}
          rows={calls}
          rowKey={(c) => c.id}
          columns={[
            { header: "Quando", cell: (c) => formatDateTime(new Date(c.at)) },
            { header: "Sistema", cell: (c) => c.systemLabel },
            { header: "Operação", cell: (c) => c.operationLabel },
            {
              header: "Documento",
              cell: (c) => (
                <>
                  {c.ctrId && c.ctrNumber && <TextLink href={`/ctrs/${c.ctrId}`}>CTR {c.ctrNumber}</TextLink>}
                  {c.mtrNumber && <Text size="sm">MTR nº {c.mtrNumber}</Text>}
                  {c.cdfNumber && <Text size="sm">CDF nº {c.cdfNumber}</Text>}
                </>
              ),
            },
            {
              header: "Resultado",
              cell: (c) => `${c.outcomeLabel}${c.httpStatus ? ` (HTTP ${c.httpStatus})` : ""}`,
            },
            { header: "Tempo", cell: (c) => `${c.ms} ms` },
            { header: "Mensagem", cell: (c) => c.message ?? "" },
          ]}
        />
      )}
    </Stack>
  );
}
