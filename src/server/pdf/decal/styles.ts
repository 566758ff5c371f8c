import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT } from "../fonts";

export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 11, padding: 36, color: "#111111" },
  row: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  number: { fontSize: 96, fontWeight: "bold", lineHeight: 1 },
  caption: { fontSize: 9, color: "#555555" },
  company: { fontSize: 18, fontWeight: "bold", marginTop: 8 },
  phone: { fontSize: 16, marginTop: 4 },
  box: { border: "2pt solid #111111", padding: 12, marginTop: 16 },
  inscription: { fontSize: 22, fontWeight: "bold", textAlign: "center", marginVertical: 6 },
  small: { fontSize: 10, marginTop: 4 },
  qrBlock: { alignItems: "center", width: 150 },
});
