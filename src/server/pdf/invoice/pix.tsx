import { Text, View } from "@react-pdf/renderer";
import { formatMoneyCents } from "@/lib/format";
import type { InvoicePix } from "@/server/services/pix/invoice-pix";
import { styles } from "../ctr/styles";
import { QrCode } from "../qr-code";

/** Characters of the "copia e cola" per printed line: the payload has no spaces to break at. */
const LINE = 64;

/** "Como pagar": the Pix QR code and its "copia e cola" for the balance, or that the hauler has no key yet. */
export function PixSection({ pix }: { pix: InvoicePix }) {
  if (pix.status === "closed") return null;
  if (pix.status === "no_key")
    return (
      <View style={styles.box}>
        <Text style={styles.boxTitle}>Como pagar</Text>
        <Text>A empresa ainda não cadastrou uma chave Pix: combine o pagamento com ela.</Text>
      </View>
    );
  const lines = pix.payload.match(new RegExp(`.{1,${LINE}}`, "g")) ?? [];
  return (
    <View style={[styles.box, styles.row]} wrap={false}>
      <QrCode value={pix.payload} size={110} />
      <View style={{ marginLeft: 10, width: 400 }}>
        <Text style={styles.boxTitle}>Pagar com Pix: {formatMoneyCents(pix.amountCents)}</Text>
        <Text>Recebedor: {pix.receiverName}</Text>
        <Text>Leia o QR code no app do banco ou use o Pix copia e cola:</Text>
        <View style={{ marginTop: 4 }}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed string, in order
            <Text key={i} style={{ fontSize: 8 }}>
              {line}
            </Text>
          ))}
        </View>
      </View>
    </View>
  );
}
