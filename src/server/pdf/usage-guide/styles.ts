import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT } from "../fonts";

export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 10, padding: 36, color: "#111111" },
  title: { fontSize: 16, fontWeight: "bold" },
  subtitle: { fontSize: 10, color: "#444444", marginTop: 2 },
  box: { border: "1pt solid #111111", padding: 8, marginTop: 10 },
  deadline: { fontSize: 14, fontWeight: "bold", marginTop: 4 },
  topic: { fontSize: 12, fontWeight: "bold", marginTop: 12, marginBottom: 4 },
  line: { fontSize: 9.5, marginTop: 3 },
  article: { fontWeight: "bold" },
  muted: { fontSize: 9.5, marginTop: 3, color: "#666666" },
  caption: { fontSize: 8, color: "#555555", marginTop: 12 },
});
