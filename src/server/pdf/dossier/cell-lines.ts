import { type KitFace, kitFont } from "../kit/fonts";

/** Widths of text in one face and size of the committed DejaVu Sans (the face react-pdf draws with). */
export interface Measure {
  width(text: string): number;
  lineHeight: number;
}

export function measureFor(face: KitFace, size: number): Measure {
  const font = kitFont(face);
  const scale = size / font.unitsPerEm;
  const widths = new Map<number, number>();
  const charWidth = (cp: number) => {
    let w = widths.get(cp);
    if (w === undefined) {
      w = font.glyphForCodePoint(cp).advanceWidth * scale;
      widths.set(cp, w);
    }
    return w;
  };
  return {
    // Advances without kerning: never narrower than what react-pdf lays out, so a line that fits here fits there.
    width: (text) => {
      let w = 0;
      for (const ch of text) w += charWidth(ch.codePointAt(0) ?? 0);
      return w;
    },
    lineHeight: (font.ascent - font.descent + font.lineGap) * scale,
  };
}

/** A word wider than a whole line, cut into pieces that each fit. */
function cutWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && measure.width(piece + ch) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines `text` takes within `width` (greedy, at spaces; a word longer than a line is cut), so a
 * table cell never runs into the next column and its row's height is known before the page is laid out.
 */
export function cellLines(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const piece of measure.width(word) > width ? cutWord(word, width, measure) : [word]) {
      const next = line ? `${line} ${piece}` : piece;
      if (line && measure.width(next) > width) {
        lines.push(line);
        line = piece;
      } else line = next;
    }
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
}
