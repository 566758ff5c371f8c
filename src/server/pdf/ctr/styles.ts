import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT } from "../fonts";

export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 8.5, padding: 28, color: "#111111" },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  title: { fontSize: 13, fontWeight: "bold" },
  via: { fontSize: 10, fontWeight: "bold", marginTop: 2 },
  number: { fontSize: 16, fontWeight: "bold", marginTop: 4 },
  caption: { fontSize: 7, color: "#555555" },
  box: { border: "1pt solid #333333", padding: 6, marginTop: 6 },
  boxTitle: { fontSize: 8, fontWeight: "bold", marginBottom: 3, textTransform: "uppercase" },
  row: { flexDirection: "row", gap: 6 },
  half: { flex: 1 },
  line: { marginTop: 1.5 },
  label: { color: "#555555" },
  sign: { flex: 1, border: "1pt solid #333333", padding: 6, minHeight: 52 },
  hash: { fontSize: 8, fontWeight: "bold", marginTop: 2 },
  qrBlock: { alignItems: "center", width: 96 },
});
