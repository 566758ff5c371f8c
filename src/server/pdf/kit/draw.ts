import { qrPath } from "../qr-path";
import type { KitDoc } from "./document";

export interface KitField {
  label: string;
  value: string;
}

/** A bordered box: an uppercase title, `label: value` lines, an optional image and a footnote. */
export interface KitBox {
  title: string;
  fields: KitField[];
  image?: Uint8Array | null;
  footnote?: string;
}

export const INK = "#111111";
export const MUTED = "#555555";
const RULE = "#333333";
export const BODY_SIZE = 8.5;
const TITLE_SIZE = 8;
export const CAPTION_SIZE = 7;
const PAD = 6;
const LINE_GAP = 1.5;
const IMAGE_HEIGHT = 30;

/**
 * `label: value` at (x, y); returns the y below it. A line that fits is drawn as two fragments without
 * pdfkit's line wrapper (most fields, and most of the cost); a longer one wraps within `width`.
 */
export function drawField(doc: KitDoc, field: KitField, x: number, y: number, width: number): number {
  const label = `${field.label}: `;
  doc.font("regular").fontSize(BODY_SIZE);
  const labelWidth = doc.widthOfString(label);
  if (labelWidth + doc.widthOfString(field.value) <= width) {
    doc.fillColor(MUTED).text(label, x, y, { lineBreak: false });
    doc.fillColor(INK).text(field.value, x + labelWidth, y, { lineBreak: false });
    return y + doc.currentLineHeight(true);
  }
  doc.fillColor(MUTED).text(label, x, y, { width, continued: true });
  doc.fillColor(INK).text(field.value);
  return doc.y;
}

/** Text in one face and size, wrapped within `width`; returns the y below it. */
export function drawText(
  doc: KitDoc,
  text: string,
  at: { x: number; y: number; width: number },
  style: { face?: "regular" | "bold"; size?: number; color?: string; align?: "left" | "center" } = {},
): number {
  doc
    .font(style.face ?? "regular")
    .fontSize(style.size ?? BODY_SIZE)
    .fillColor(style.color ?? INK);
  doc.text(text, at.x, at.y, { width: at.width, align: style.align ?? "left" });
  return doc.y;
}

function drawBoxContent(doc: KitDoc, box: KitBox, x: number, y: number, width: number): number {
  const inner = width - 2 * PAD;
  let bottom = drawText(
    doc,
    box.title.toUpperCase(),
    { x: x + PAD, y: y + PAD, width: inner },
    { face: "bold", size: TITLE_SIZE },
  );
  bottom += 3 - LINE_GAP;
  for (const field of box.fields) bottom = drawField(doc, field, x + PAD, bottom + LINE_GAP, inner);
  if (box.image) {
    doc.image(Buffer.from(box.image), x + PAD, bottom + 4, { fit: [inner, IMAGE_HEIGHT] });
    bottom += 4 + IMAGE_HEIGHT;
  }
  if (box.footnote)
    bottom = drawText(
      doc,
      box.footnote,
      { x: x + PAD, y: bottom + 6, width: inner },
      { size: CAPTION_SIZE, color: MUTED },
    );
  return bottom + PAD;
}

/** Boxes side by side from `y`, `gap` apart, all as tall as the tallest; returns the y below them. */
export function drawBoxRow(
  doc: KitDoc,
  boxes: KitBox[],
  at: { x: number; y: number; width: number },
  gap = 6,
): number {
  const width = (at.width - gap * (boxes.length - 1)) / boxes.length;
  const bottoms = boxes.map((box, i) => drawBoxContent(doc, box, at.x + i * (width + gap), at.y, width));
  const height = Math.max(...bottoms) - at.y;
  doc.lineWidth(1).strokeColor(RULE);
  for (let i = 0; i < boxes.length; i++) doc.rect(at.x + i * (width + gap), at.y, width, height).stroke();
  return at.y + height;
}

/** The QR code of `value` as vector paths, `size` points wide, its top left corner at (x, y). */
export function drawQr(doc: KitDoc, value: string, x: number, y: number, size: number): void {
  const { rects, side } = qrPath(value);
  doc
    .save()
    .translate(x, y)
    .scale(size / side)
    .fillColor("#000000")
    .addContent(`${rects}f`)
    .restore();
}
