import { Alert, Code, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CitedText } from "@/components/ui/cited-text";
import {
  groupHash,
  RECEIVER_KIND_LABEL,
  type ReceiverKind,
  WASTE_CLASS_INFO,
  type WasteClass,
} from "@/domain/ctr";
import { CtrStatusBadge } from "@/features/ctr/status-badge";
import { formatDateTime, formatDecimal, formatPlate } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Conferir CTR", robots: { index: false } };
export const dynamic = "force-dynamic";

async function load(code: string) {
  try {
    return await (await serverCaller()).ctr.check({ code });
  } catch (e) {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) notFound();
    throw e;
  }
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text span c="dimmed">
        {label}:{" "}
      </Text>
      <CitedText>{value}</CitedText>
    </Text>
  );
}

/**
 * What the QR on a CTR opens: its status, dates, hauler, receiver, volume and class, and the content
 * hash to compare with a printed copy. Personal data masked (LGPD).
 */
export default async function CheckCtrPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const c = await load(code);
  const when = (d: Date | null) => (d ? formatDateTime(d, c.timeZone) : "—");
  const cls = WASTE_CLASS_INFO[c.waste.class as WasteClass];
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>CTR nº {c.number}</Title>
        <Text size="lg" data-testid="ctr-status">
          {/* The status once, in its badge (not the word and then the badge: "recebido RECEBIDO"). */}
          Situação: <CtrStatusBadge status={c.status} />
        </Text>
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Row label="Emitido em" value={when(c.issuedAt)} />
            {c.departedAt && <Row label="Saída da obra" value={when(c.departedAt)} />}
            {c.receivedAt && <Row label="Recebido em" value={when(c.receivedAt)} />}
            {c.rejectedAt && <Row label="Recusado em" value={when(c.rejectedAt)} />}
            {c.cancelledAt && <Row label="Cancelado em" value={when(c.cancelledAt)} />}
            {c.rejectionReason && (
              <Row
                label="Motivo da recusa"
                value={`${c.rejectionReason}${c.rejectionArticle ? ` (${c.rejectionArticle})` : ""}`}
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Transportador
            </Title>
            <Row label="Empresa" value={`${c.hauler.name} — CNPJ ${c.hauler.taxId}`} />
            <Row label="Licença / cadastro" value={c.hauler.licenceNumber} />
            <Row label="Placa" value={formatPlate(c.hauler.truckPlate)} />
            <Title order={2} size="h4" mt="sm">
              Gerador e origem
            </Title>
            <Row label="Gerador" value={`${c.generator.name} — ${c.generator.taxId}`} />
            <Row label="Município da obra" value={c.origin.municipality} />
            {c.origin.address && <Row label="Endereço da obra" value={c.origin.address} />}
            <Title order={2} size="h4" mt="sm">
              Destino
            </Title>
            <Row label="Receptor" value={`${c.receiver.name} — CNPJ ${c.receiver.taxId}`} />
            <Row
              label="Tipo"
              value={RECEIVER_KIND_LABEL[c.receiver.kind as ReceiverKind] ?? c.receiver.kind}
            />
            <Row label="Licença de operação" value={c.receiver.licenceNumber} />
            <Title order={2} size="h4" mt="sm">
              Resíduo
            </Title>
            <Row label="Volume" value={`${formatDecimal(c.waste.volumeM3)} m³`} />
            <Row label="Classe" value={`${cls.class} — ${cls.definition} (${cls.article})`} />
            <Row label="Material" value={c.waste.material} />
            {c.receipt && (
              <Row
                label="Conferido no recebimento"
                value={`${c.receipt.weightT === null ? "" : `${formatDecimal(c.receipt.weightT, 3)} t, `}classe ${c.receipt.wasteClass ?? c.waste.class}`}
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Text c="dimmed" size="sm">
            Hash SHA-256 do conteúdo emitido — deve ser igual ao impresso no CTR:
          </Text>
          <Code block data-testid="ctr-hash" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
            {groupHash(c.contentHash)}
          </Code>
        </Paper>
        {!c.hashMatches && (
          <Alert color="red" title="Conteúdo divergente">
            Os dados guardados não conferem com o hash emitido. Informe a fiscalização da prefeitura.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          <CitedText>{`Dados pessoais mascarados conforme a LGPD. CTR: ${c.grounds}.`}</CitedText>
        </Text>
      </Stack>
    </Container>
  );
}
