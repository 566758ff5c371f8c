import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";

/** The committed DejaVu Sans faces (licence in ../fonts/LICENSE-DejaVu.txt), parsed once per process. */
export type KitFace = "regular" | "bold";

const FILES: Record<KitFace, string> = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };
const parsed = new Map<KitFace, fontkit.Font>();

/**
 * One fontkit font per face for the whole process: pdfkit subsets it per document, and the glyph,
 * cmap and GSUB/GPOS tables fontkit parses lazily stay warm between documents.
 */
export function kitFont(face: KitFace): fontkit.Font {
  let font = parsed.get(face);
  if (!font) {
    const file = join(process.cwd(), "src/server/pdf/fonts", FILES[face]);
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    parsed.set(face, font);
  }
  return font;
}
