import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT } from "../fonts";

export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 9, padding: 32, color: "#111111" },
  title: { fontSize: 14, fontWeight: "bold" },
  caption: { fontSize: 7.5, color: "#555555", marginTop: 2 },
  section: { fontSize: 10, fontWeight: "bold", marginTop: 12, marginBottom: 4, textTransform: "uppercase" },
  row: { flexDirection: "row", borderBottom: "0.5pt solid #999999", paddingVertical: 3 },
  head: { flexDirection: "row", borderBottom: "1pt solid #333333", paddingVertical: 3, fontWeight: "bold" },
  name: { flex: 3 },
  taxId: { flex: 1.6 },
  licences: { flex: 3.4 },
  empty: { marginTop: 4, color: "#555555" },
  box: { border: "1pt solid #333333", padding: 8, marginTop: 8 },
  line: { marginTop: 2 },
  label: { color: "#555555" },
  bold: { fontWeight: "bold" },
});
