import type { KitDoc } from "./document";

/** What pdfkit 0.20 keeps of a page; its public API has no way to reuse a content stream. */
interface PageInternals {
  content: PDFKit.PDFKitReference;
  resources: PDFKit.PDFKitReference;
  dictionary: { data: { Contents: unknown; Resources: unknown } };
}

export interface SharedBody {
  content: PDFKit.PDFKitReference;
  resources: PDFKit.PDFKitReference;
}

const internals = (doc: KitDoc) => doc.page as unknown as PageInternals;

/**
 * Draws `draw` once into a content stream of its own on the current page and returns it, so later
 * pages show the same drawing (PDF pages may list several content streams) instead of laying it out
 * again: the three vias of a CTR differ only in their label. What the page draws itself (its label)
 * stays in the page's own stream, which runs first; both assume pdfkit's top-left coordinates.
 */
export function drawSharedBody(doc: KitDoc, draw: () => void): SharedBody {
  const page = internals(doc);
  const own = page.content;
  const content = doc.ref({});
  page.content = content;
  try {
    draw();
  } finally {
    page.content = own;
  }
  content.end(null);
  page.dictionary.data.Contents = [own, content];
  return { content, resources: page.resources };
}

/** Shows a body drawn on an earlier page on the current page, with that page's fonts and images. */
export function showSharedBody(doc: KitDoc, body: SharedBody): void {
  const page = internals(doc);
  page.dictionary.data.Contents = [page.content, body.content];
  page.dictionary.data.Resources = body.resources;
}
