import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";

/** The committed DejaVu Sans faces (licence in ../fonts/LICENSE-DejaVu.txt), parsed once per process. */
export type KitFace = "regular" | "bold";

const FILES: Record<KitFace, string> = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };
const parsed = new Map<KitFace, fontkit.Font>();

interface GlyphInternals {
  _decode: () => unknown;
}

/**
 * pdfkit's subsetter decodes every glyph's outline again in each document (only to find composite
 * glyphs); fontkit keeps one glyph object per id, so each of ours decodes once for the process.
 */
function decodeGlyphsOnce(font: fontkit.Font): void {
  const getGlyph = font.getGlyph.bind(font);
  const done = new WeakSet<object>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!done.has(glyph)) {
      const inner = glyph as unknown as GlyphInternals;
      const decode = inner._decode.bind(glyph);
      let decoded: unknown;
      let ready = false;
      inner._decode = () => {
        if (!ready) [decoded, ready] = [decode(), true];
        return decoded;
      };
      done.add(glyph);
    }
    return glyph;
  };
}

/**
 * One fontkit font per face for the whole process: pdfkit subsets it per document, and the glyph,
 * cmap and GSUB/GPOS tables fontkit parses lazily stay warm between documents.
 */
export function kitFont(face: KitFace): fontkit.Font {
  let font = parsed.get(face);
  if (!font) {
    const file = join(process.cwd(), "src/server/pdf/fonts", FILES[face]);
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    decodeGlyphsOnce(font);
    parsed.set(face, font);
  }
  return font;
}
