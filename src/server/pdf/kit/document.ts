import PDFDocument from "pdfkit";
import { type KitFace, kitFont } from "./fonts";

export type KitDoc = PDFKit.PDFDocument;

const FACES = ["regular", "bold"] as const satisfies KitFace[];

/**
 * pdfkit shapes every word through fontkit (GSUB/GPOS) and caches the result per document. The faces
 * are the same fontkit objects in every document, so one cache per face serves them all; it is
 * dropped now and then so that names and addresses seen once don't pile up.
 */
let layoutCaches: Record<KitFace, object> | null = null;
let documentsSinceReset = 0;

function sharedLayoutCaches(): Record<KitFace, object> {
  if (!layoutCaches || ++documentsSinceReset > 2000) {
    layoutCaches = { regular: Object.create(null), bold: Object.create(null) };
    documentsSinceReset = 0;
  }
  return layoutCaches;
}

interface PdfkitInternals {
  _font: { layoutCache?: object };
}

/** An A4 pdfkit document with the DejaVu faces registered as "regular" and "bold". */
export function newKitDocument(info: { title: string; author: string }): KitDoc {
  const doc = new PDFDocument({
    size: "A4",
    margin: 28,
    autoFirstPage: false,
    lang: "pt-BR",
    displayTitle: true,
    // No default Helvetica: every text is in DejaVu, and pdfkit would parse Helvetica's metrics per document.
    font: null as unknown as string,
    info: { Title: info.title, Author: info.author, Creator: "Caçamba Certa" },
  });
  const caches = sharedLayoutCaches();
  for (const face of FACES) {
    // pdfkit takes a fontkit font where its types say Buffer (it checks for a `layout` method).
    doc.registerFont(face, kitFont(face) as unknown as Buffer);
    doc.font(face);
    (doc as unknown as PdfkitInternals)._font.layoutCache = caches[face];
  }
  return doc;
}

/** Ends the document and collects its bytes. */
export function kitToBuffer(doc: KitDoc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}
