import { Alert, Anchor, Box, Stack, Text, Textarea } from "@mantine/core";
import { formatMoneyCents } from "@/lib/format";
import type { MemberRole } from "@/lib/roles";
import { qrPath } from "@/server/pdf/qr-path";
import type { InvoicePix } from "@/server/services/pix/invoice-pix";
import { CopyPixButton } from "./copy-pix-button";

function QrImage({ payload, label }: { payload: string; label: string }) {
  const { d, side } = qrPath(payload);
  return (
    <Box w={200} h={200} bg="white">
      <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width="200" height="200">
        <rect width={side} height={side} fill="#ffffff" />
        <path d={d} fill="#000000" />
      </svg>
    </Box>
  );
}

/** What the hauler sees when it has no Pix key: where to set it (its admin does, in Empresa e licenças). */
function NoKeyForHauler({ role }: { role: MemberRole | undefined }) {
  return (
    <Alert color="yellow" role="status" title="Pix não configurado">
      A empresa ainda não cadastrou a chave Pix, por isso o cliente não vê QR code nem “Pix copia e cola”
      nesta fatura.{" "}
      {role === "admin" ? (
        <>
          Cadastre em <Anchor href="/empresa">Empresa e licenças</Anchor>, na parte “Receber por Pix”.
        </>
      ) : (
        "Peça ao administrador para cadastrar em Empresa e licenças, na parte “Receber por Pix”."
      )}
    </Alert>
  );
}

/**
 * How to pay an open invoice by Pix: the QR code and the "Pix copia e cola" of its balance (the
 * Banco Central's BR Code with the hauler's key and the invoice's txid), or why there is none.
 */
export function PixPayment({
  pix,
  number,
  viewerRole: role,
}: {
  pix: InvoicePix;
  number: number;
  viewerRole: MemberRole | undefined;
}) {
  if (pix.status === "closed") return null;
  if (pix.status === "no_key")
    return role === "client" ? (
      <Text role="status">
        A empresa ainda não cadastrou uma chave Pix para receber esta fatura: combine o pagamento com ela.
      </Text>
    ) : (
      <NoKeyForHauler role={role} />
    );
  return (
    <Stack gap="xs" maw={560} aria-label={`Pagar a fatura nº ${number} com Pix`} role="group">
      <Text fw={700}>Pagar com Pix: {formatMoneyCents(pix.amountCents)}</Text>
      <Text size="sm">
        Aponte a câmera do app do banco para o QR code, ou copie o código e cole em “Pix copia e cola”.
      </Text>
      <Text size="sm">Recebedor: {pix.receiverName}</Text>
      <QrImage payload={pix.payload} label={`QR code Pix da fatura nº ${number}`} />
      <Textarea
        label="Pix copia e cola"
        value={pix.payload}
        readOnly
        autosize
        minRows={3}
        styles={{ input: { wordBreak: "break-all", fontFamily: "monospace" } }}
      />
      <div>
        <CopyPixButton value={pix.payload} />
      </div>
    </Stack>
  );
}
