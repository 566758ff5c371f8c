"use client";

import { Alert, Button, FileInput, Group, Progress, SegmentedControl, Stack, Text } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { SimpleTable } from "@/components/ui/simple-table";
import { plural } from "@/domain/plural";

type List = "cacambas" | "trucks" | "drivers";
interface RowError {
  line: number;
  column: string | null;
  message: string;
}
interface Result {
  total: number;
  errors: RowError[];
  errorCount: number;
  committed: boolean;
  created: number;
}

const TEMPLATE: Record<List, string> = {
  cacambas: "capacidade_m3;comprimento_m;largura_m;altura_m;situacao",
  trucks: "placa;capacidade_t",
  drivers: "nome;cnh;categoria;validade_cnh",
};

/** Sends the CSV to the import route and follows its NDJSON progress lines. */
async function send(
  list: List,
  csv: string,
  commit: boolean,
  onProgress: (pct: number, label: string) => void,
) {
  const res = await fetch(`/api/fleet/import/${list}${commit ? "?commit=1" : ""}`, {
    method: "POST",
    body: csv,
  });
  if (!res.ok || !res.body) throw new Error(((await res.json()) as { message: string }).message);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const msg = JSON.parse(line);
      if (msg.phase === "error") throw new Error(msg.message);
      if (msg.phase === "result") return msg as Result;
      const share = msg.phase === "validating" ? 0.5 : 0.5 + 0.5 * (msg.done / msg.total);
      onProgress(
        msg.phase === "validating" ? 50 * (msg.done / msg.total) : 100 * share,
        msg.phase === "validating" ? "Conferindo linhas…" : "Gravando…",
      );
    }
  }
  throw new Error("A importação terminou sem resposta. Tente de novo.");
}

export function ImportCsv() {
  const router = useRouter();
  const [list, setList] = useState<List>("cacambas");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ pct: number; label: string } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function go(commit: boolean) {
    if (!file) return setError("Escolha o arquivo CSV.");
    setError(null);
    setResult(null);
    setProgress({ pct: 0, label: "Enviando…" });
    try {
      const r = await send(list, await file.text(), commit, (pct, label) => setProgress({ pct, label }));
      setResult(r);
      if (r.committed) router.refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  }
  return (
    <Stack>
      <SegmentedControl
        value={list}
        onChange={(v) => setList(v as List)}
        data={[
          { value: "cacambas", label: "Caçambas" },
          { value: "trucks", label: "Caminhões" },
          { value: "drivers", label: "Motoristas" },
        ]}
      />
      <Text size="sm">
        Colunas (separador ; ou ,): <code style={{ overflowWrap: "anywhere" }}>{TEMPLATE[list]}</code>. Datas
        dd/mm/aaaa, decimais com vírgula. Os números das caçambas continuam a sequência da empresa.
      </Text>
      <FileInput label="Arquivo CSV" accept=".csv,text/csv" value={file} onChange={setFile} clearable />
      <Group>
        <Button variant="light" onClick={() => go(false)} disabled={Boolean(progress)}>
          Conferir
        </Button>
        <Button onClick={() => go(true)} disabled={Boolean(progress) || !result || result.errorCount > 0}>
          Importar tudo
        </Button>
      </Group>
      {progress && (
        <Stack gap={4}>
          <Text size="sm">{progress.label}</Text>
          <Progress value={progress.pct} animated aria-label="Progresso da importação" />
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {result?.committed && (
        <Alert color="green">{result.created.toLocaleString("pt-BR")} registros importados.</Alert>
      )}
      {result && !result.committed && result.errorCount === 0 && (
        <Alert color="blue">
          {result.total.toLocaleString("pt-BR")} linhas sem erros. Clique em “Importar tudo” para gravar.
        </Alert>
      )}
      {result && result.errorCount > 0 && (
        <>
          <Alert color="red" role="alert">
            {plural(result.errorCount, "erro")}: nada foi gravado. Corrija e envie de novo.
          </Alert>
          <SimpleTable
            caption="Linhas com erro"
            rows={result.errors}
            rowKey={(e) => `${e.line}-${e.column}-${e.message}`}
            columns={[
              { header: "Linha", cell: (e) => e.line },
              { header: "Coluna", cell: (e) => e.column ?? "—" },
              { header: "Erro", cell: (e) => e.message },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
