import { Anchor, Code, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
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
import type { CtrParty } from "@/server/services/ctr/access";
import type { CtrSigner } from "@/server/services/ctr/files";
import type { CtrView } from "@/server/services/ctr/view";
import { ctrFileUrl } from "./file-urls";
import { CtrStatusBadge } from "./status-badge";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{" "}
      </Text>
      <CitedText>{value}</CitedText>
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

const SIGNER_TITLE: Record<CtrSigner, string> = {
  transporter: "Transportador",
  generator: "Gerador",
  receiver: "Receptor",
};

/** One party's signature block: name, role, time and, when drawn, the drawing. */
function Signature({ ctr, party, signer }: { ctr: CtrView; party: CtrParty; signer: CtrSigner }) {
  const sig = {
    transporter: ctr.transporterSignature,
    generator: ctr.generatorSignature,
    receiver: ctr.receiverSignature,
  }[signer];
  return (
    <Stack gap={2} data-testid={`signature-${signer}`}>
      <Text size="sm" fw={600}>
        {SIGNER_TITLE[signer]}
      </Text>
      {sig ? (
        <>
          {sig.imageFileId && (
            // biome-ignore lint/performance/noImgElement: an authorized file route, not a static asset
            <img
              src={ctrFileUrl(party, ctr.id, signer)}
              alt={`Assinatura desenhada de ${sig.name}`}
              height={64}
              style={{ maxWidth: "100%", objectFit: "contain", alignSelf: "flex-start" }}
            />
          )}
          <Text size="sm">
            {sig.name} · {sig.role}
          </Text>
          <Text size="xs" c="dimmed">
            {when(new Date(sig.at))}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Não assinado
        </Text>
      )}
    </Stack>
  );
}

/** Every field of a CTR, in the blocks of the printed form. */
export function CtrDetails({ ctr, party }: { ctr: CtrView; party: CtrParty }) {
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
          {ctr.receivedPhotoFileId ? (
            <Anchor href={ctrFileUrl(party, ctr.id, "photo")} target="_blank" w="fit-content">
              {/* biome-ignore lint/performance/noImgElement: an authorized file route, not a static asset */}
              <img
                src={ctrFileUrl(party, ctr.id, "photo")}
                alt="Foto da carga no recebimento (abrir em tamanho real)"
                loading="lazy"
                style={{ display: "block", width: 160, height: 120, objectFit: "cover", borderRadius: 4 }}
              />
            </Anchor>
          ) : (
            <Row label="Foto" value="não registrada" />
          )}
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
      <Block title="Assinaturas">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {(["transporter", "generator", "receiver"] as const).map((signer) => (
            <Signature key={signer} ctr={ctr} party={party} signer={signer} />
          ))}
        </SimpleGrid>
      </Block>
      <Text size="xs" c="dimmed">
        Hash SHA-256: <Code>{groupHash(ctr.contentHash)}</Code>
      </Text>
    </Stack>
  );
}
