"use client";

import { Alert, Button, FileInput, NativeSelect, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";
import { plural } from "@/domain/plural";
import { formatIsoDate, formatMoneyCents } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";

type Preview = inferRouterOutputs<AppRouter>["pix"]["statement"]["preview"];
type Credit = Preview["credits"][number];

const REASON = { txid: "txid da fatura no histórico", amount_date: "mesmo valor, dentro do prazo" } as const;

/** OFX files from Brazilian banks are often Windows-1252: read as UTF-8 when it is, else as that. */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function MatchCell({
  credit,
  onConfirm,
  pending,
}: {
  credit: Credit;
  onConfirm: (invoiceId: string) => void;
  pending: boolean;
}) {
  const [chosen, setChosen] = useState(credit.candidates[0]?.invoiceId ?? "");
  if (credit.matchedInvoiceNumber !== null)
    return <Text size="sm">Conciliada com a fatura nº {credit.matchedInvoiceNumber}</Text>;
  if (credit.candidates.length === 0) return <Text size="sm">Nenhuma fatura em aberto com este valor</Text>;
  return (
    <Stack gap={4}>
      <NativeSelect
        aria-label={`Fatura para o crédito ${credit.fitid}`}
        value={chosen}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={credit.candidates.map((c) => ({
          value: c.invoiceId,
          label: `Fatura nº ${c.number} — ${c.clientName} — ${formatMoneyCents(c.balanceCents)} (${REASON[c.reason]})`,
        }))}
      />
      <div>
        <Button size="xs" loading={pending} onClick={() => onConfirm(chosen)}>
          Confirmar pagamento
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The hauler's bank statement: upload an OFX, see each credit with the open invoice it may pay (txid in
 * the memo, or the same amount in the invoice's window) and confirm each match; nothing is recorded
 * before the confirmation.
 */
export function StatementImport() {
  const trpc = useTRPC();
  const preview = useMutation(trpc.pix.statement.preview.mutationOptions());
  const confirm = useMutation(trpc.pix.statement.confirm.mutationOptions());
  const [file, setFile] = useState<File | null>(null);
  const [ofx, setOfx] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function load(f: File | null) {
    setFile(f);
    setDone(null);
    confirm.reset();
    if (!f) return setOfx(null);
    const text = await readText(f);
    setOfx(text);
    preview.mutate({ ofx: text });
  }
  async function match(fitid: string, invoiceId: string) {
    if (!ofx) return;
    setDone(null);
    const r = await confirm.mutateAsync({ ofx, fitid, invoiceId }).catch(() => null);
    if (r) setDone(`Pagamento de ${formatMoneyCents(r.amountCents)} registrado na fatura nº ${r.number}.`);
    preview.mutate({ ofx });
  }
  const error = preview.error?.message ?? confirm.error?.message;
  const result = preview.data;
  return (
    <Stack>
      <FileInput
        label="Arquivo OFX do extrato"
        description="No site ou app do banco: extrato → exportar → OFX (Money)."
        accept=".ofx,.OFX,application/x-ofx"
        value={file}
        onChange={(f) => void load(f)}
        clearable
        maw={480}
      />
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {result && (
        <>
          <Text size="sm">
            Conta {result.accountKey}: {plural(result.credits.length, "crédito")}
            {result.debits > 0 ? `; ${plural(result.debits, "débito ignorado", "débitos ignorados")}` : ""}.
          </Text>
          <SimpleTable
            caption="Créditos do extrato"
            rows={result.credits}
            rowKey={(c) => c.fitid}
            columns={[
              { header: "Data", cell: (c) => formatIsoDate(c.postedOn) },
              { header: "Valor", cell: (c) => formatMoneyCents(c.amountCents) },
              { header: "Histórico", cell: (c) => [c.memo, c.name].filter(Boolean).join(" — ") || "—" },
              {
                header: "Fatura",
                cell: (c) => (
                  <MatchCell
                    key={`${c.fitid}-${c.matchedInvoiceNumber}`}
                    credit={c}
                    pending={confirm.isPending}
                    onConfirm={(invoiceId) => void match(c.fitid, invoiceId)}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
