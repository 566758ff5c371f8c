import { join } from "node:path";
import { Font } from "@react-pdf/renderer";

/** DejaVu Sans (committed TTF, licence in fonts/LICENSE-DejaVu.txt): Helvetica garbles text outside WinAnsi. */
export const PDF_FONT = "DejaVu Sans";
let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const dir = join(process.cwd(), "src/server/pdf/fonts");
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: join(dir, "DejaVuSans.ttf"), fontWeight: "normal" },
      { src: join(dir, "DejaVuSans-Bold.ttf"), fontWeight: "bold" },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
