import { Text, View } from "@react-pdf/renderer";
import { citeIn } from "@/domain";
import { formatCacambaNumber, formatPhone, formatTaxId } from "@/lib/format";
import { formatPublicCode } from "@/lib/public-code";
import { QrCode } from "../qr-code";
import { styles } from "./styles";
import type { DecalData } from "./types";

/** A field the company has not registered: a line to fill by hand (the screen warned before printing). */
const TO_FILL = "____________________";

export function NumberAndQr({ data, publicUrl }: { data: DecalData; publicUrl: string }) {
  return (
    <View style={styles.row}>
      <View>
        <Text style={styles.caption}>Caçamba nº{citeIn(data.articles.number)}</Text>
        <Text style={styles.number}>{formatCacambaNumber(data.number)}</Text>
      </View>
      <View style={styles.qrBlock}>
        <QrCode value={publicUrl} size={130} />
        <Text style={styles.caption}>Consulte esta caçamba:</Text>
        <Text style={styles.caption}>{publicUrl}</Text>
        <Text style={styles.caption}>Código: {formatPublicCode(data.publicCode)}</Text>
      </View>
    </View>
  );
}

export function Owner({ company, article }: { company: DecalData["company"]; article: string | null }) {
  return (
    <View style={styles.box}>
      <Text style={styles.caption}>Proprietário e telefones{citeIn(article)}</Text>
      <Text style={styles.company}>{company.legalName}</Text>
      <Text style={styles.small}>CNPJ {formatTaxId(company.taxId)}</Text>
      <Text style={styles.phone}>Telefone: {company.phone ? formatPhone(company.phone) : TO_FILL}</Text>
      <Text style={styles.phone}>
        Denúncias: {company.complaintsPhone ? formatPhone(company.complaintsPhone) : TO_FILL}
      </Text>
    </View>
  );
}

export function MunicipalityInscription({ m }: { m: DecalData["municipalities"][number] }) {
  return (
    <View style={styles.box} wrap={false}>
      <Text style={styles.caption}>{m.name}</Text>
      {m.inscription ? (
        <>
          <Text style={styles.inscription}>{m.inscription.text}</Text>
          <Text style={styles.caption}>{m.inscription.article}</Text>
        </>
      ) : (
        <Text style={styles.small}>A lei deste município não exige inscrição na caçamba.</Text>
      )}
      {m.licenceNumber && (
        <Text style={styles.phone}>
          Cadastro/licença nº {m.licenceNumber.number ?? TO_FILL} ({m.licenceNumber.article})
        </Text>
      )}
    </View>
  );
}
