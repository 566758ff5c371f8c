import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT } from "../fonts";

/**
 * Fixed widths (A4 595.28 pt − 2 × 28 pt padding = 539.28 pt of content) instead of flex: yoga then
 * measures each text block once at a known width instead of re-laying it out per flex pass.
 */
const CONTENT = 539.28;
const GAP = 6;
const QR_BLOCK = 96;

export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 8.5, padding: 28, color: "#111111" },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  headerText: { width: CONTENT - QR_BLOCK },
  title: { fontSize: 13, fontWeight: "bold" },
  via: { fontSize: 10, fontWeight: "bold", marginTop: 2 },
  number: { fontSize: 16, fontWeight: "bold", marginTop: 4 },
  caption: { fontSize: 7, color: "#555555" },
  box: { border: "1pt solid #333333", padding: 6, marginTop: 6 },
  boxTitle: { fontSize: 8, fontWeight: "bold", marginBottom: 3, textTransform: "uppercase" },
  row: { flexDirection: "row", gap: GAP },
  half: { width: (CONTENT - GAP) / 2 },
  line: { marginTop: 1.5 },
  label: { color: "#555555" },
  sign: { width: (CONTENT - 2 * GAP) / 3, border: "1pt solid #333333", padding: 6, minHeight: 52 },
  hash: { fontSize: 8, fontWeight: "bold", marginTop: 2 },
  qrBlock: { alignItems: "center", width: QR_BLOCK },
});
