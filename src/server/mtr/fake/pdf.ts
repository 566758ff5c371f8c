const TOP = 786;
const BOTTOM = 48;
const LINE = 15;
/** Characters of 10 pt Helvetica that fit between the margins (about 5 pt each on 483 pt). */
const WIDTH = 92;

/** Breaks a line at spaces so it fits the page; a word longer than the line is cut. */
function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WIDTH) {
    const at = rest.lastIndexOf(" ", WIDTH);
    const cut = at > WIDTH / 2 ? at : WIDTH;
    out.push(rest.slice(0, cut));
    rest = `   ${rest.slice(cut).trimStart()}`;
  }
  out.push(rest);
  return out;
}

/**
 * A PDF of the given lines in Helvetica (WinAnsi: Portuguese accents, º and ³ print), for the fake's
 * documents: the first line is the title (16 pt), the others 10 pt, wrapped to the page's width and
 * continued on as many A4 pages as they need.
 */
export function linesPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
  const [title = "", ...body] = lines;
  const pages: string[][] = [[`BT /F1 16 Tf 56 ${TOP} Td (${esc(title)}) Tj ET`]];
  let y = TOP - 2 * LINE;
  for (const l of body.flatMap(wrap)) {
    if (y < BOTTOM) {
      pages.push([]);
      y = TOP;
    }
    pages.at(-1)?.push(`BT /F1 10 Tf 56 ${y} Td (${esc(l)}) Tj ET`);
    y -= LINE;
  }
  // 1 catalog, 2 pages, 3 font, then each page and its content stream.
  const kids = pages.map((_, i) => `${4 + 2 * i} 0 R`).join(" ");
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`, "latin1"),
    Buffer.from(
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "latin1",
    ),
  ];
  pages.forEach((ops, i) => {
    const content = Buffer.from(ops.join("\n"), "latin1");
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
        "latin1",
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} >>\nstream\n`, "latin1"),
        content,
        Buffer.from("\nendstream", "latin1"),
      ]),
    );
  });
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(obj);
    length += obj.length;
  });
  const rows = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}
