import { Code, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  groupHash,
  RECEIVER_KIND_LABEL,
  type ReceiverKind,
  WASTE_CLASS_INFO,
  WASTE_KIND_LABEL,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { formatCacambaNumber, formatDateTime, formatDecimal, formatPlate, formatTaxId } from "@/lib/format";
import type { CtrView } from "@/server/services/ctr/view";
import { CtrStatusBadge } from "./status-badge";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{" "}
      </Text>
      {value}
    </Text>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Stack gap={2}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const when = (d: Date | null) => (d ? formatDateTime(d) : "—");

/** Every field of a CTR, in the blocks of the printed form. */
export function CtrDetails({ ctr }: { ctr: CtrView }) {
  const cls = WASTE_CLASS_INFO[(ctr.receivedClass ?? ctr.wasteClass) as WasteClass];
  return (
    <Stack>
      <Text>
        <CtrStatusBadge status={ctr.status} overdue={ctr.overdue} /> Emitido em {when(ctr.issuedAt)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Block title="Gerador e origem">
          <Row label="Gerador" value={`${ctr.generatorName} — ${formatTaxId(ctr.generatorTaxId)}`} />
          <Row label="Obra" value={ctr.originAddress} />
        </Block>
        <Block title="Transportador">
          <Row label="Empresa" value={`${ctr.haulerName} — ${formatTaxId(ctr.haulerTaxId)}`} />
          <Row label="Licença" value={ctr.haulerLicenceNumber} />
          <Row label="Caminhão" value={formatPlate(ctr.truckPlate)} />
          <Row label="Motorista" value={ctr.driverName} />
          <Row
            label="Caçamba"
            value={ctr.cacambaNumber === null ? "—" : formatCacambaNumber(ctr.cacambaNumber)}
          />
        </Block>
        <Block title="Resíduo">
          <Row label="Tipo" value={WASTE_KIND_LABEL[ctr.wasteKind as WasteKind]} />
          <Row label="Material" value={ctr.material} />
          <Row label="Volume" value={`${formatDecimal(ctr.volumeM3)} m³`} />
          <Row label={`Classe ${cls.class}`} value={`${cls.definition} (${cls.article})`} />
        </Block>
        <Block title="Destino">
          <Row label="Receptor" value={`${ctr.receiverName} — ${formatTaxId(ctr.receiverTaxId)}`} />
          <Row
            label="Tipo"
            value={RECEIVER_KIND_LABEL[ctr.receiverKind as ReceiverKind] ?? ctr.receiverKind}
          />
          <Row label="Licença" value={ctr.receiverLicenceNumber} />
          <Row label="Endereço" value={ctr.receiverAddress} />
        </Block>
      </SimpleGrid>
      {ctr.status === "received" && (
        <Block title="Recebimento">
          <Row label="Recebido em" value={when(ctr.receivedAt)} />
          <Row
            label="Peso"
            value={ctr.receivedWeightT === null ? "—" : `${formatDecimal(ctr.receivedWeightT, 3)} t`}
          />
          <Row label="Classe conferida" value={ctr.receivedClass ?? ctr.wasteClass} />
          <Row label="Por" value={ctr.receiverSignature?.name ?? "—"} />
        </Block>
      )}
      {(ctr.status === "rejected" || ctr.status === "cancelled") && (
        <Block title={ctr.status === "rejected" ? "Recusa" : "Cancelamento"}>
          <Row label="Em" value={when(ctr.rejectedAt ?? ctr.cancelledAt)} />
          <Row
            label="Motivo"
            value={`${ctr.rejectionReason ?? ctr.cancelReason ?? ""}${ctr.rejectionArticle ? ` (${ctr.rejectionArticle})` : ""}`}
          />
        </Block>
      )}
      <Text size="xs" c="dimmed">
        Hash SHA-256: <Code>{groupHash(ctr.contentHash)}</Code>
      </Text>
    </Stack>
  );
}
