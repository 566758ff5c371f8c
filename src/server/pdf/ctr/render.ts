import { CTR_STATUS_LABEL, type CtrStatus, ctrDocumentGrounds, groupHash } from "@/domain/ctr";
import type { CtrSignatureImages } from "@/server/services/ctr/files";
import type { CtrView } from "@/server/services/ctr/view";
import { type KitDoc, kitToBuffer, newKitDocument } from "../kit/document";
import { CAPTION_SIZE, drawBoxRow, drawField, drawQr, drawText, type KitBox, MUTED } from "../kit/draw";
import { drawSharedBody, type SharedBody, showSharedBody } from "../kit/shared-body";
import { when } from "./format";
import {
  destinationBox,
  generatorBox,
  outcomeBox,
  signatureBoxes,
  transporterBox,
  wasteBox,
} from "./sections";

/** The three copies the standards ask for (NBR 15.112–15.114), one A4 page each. */
export const CTR_VIAS = ["1ª via — Gerador", "2ª via — Transportador", "3ª via — Receptor"] as const;

const LEFT = 28;
const WIDTH = 539.28;
const QR_BLOCK = 96;
const QR_SIZE = 88;
const GAP = 6;

const VIA_STYLE = { face: "bold", size: 10 } as const;

/** The header but the via label; returns where the label goes and the y below the header. */
/** The national MTR made from this CTR, printed under its status (Portaria MMA 280/2020). */
export interface CtrMtrLine {
  systemLabel: string;
  number: string | null;
  statusLabel: string;
}

function drawHeader(
  doc: KitDoc,
  ctr: CtrView,
  checkUrl: string,
  mtr: CtrMtrLine | null,
): { viaY: number; bottom: number } {
  const at = { x: LEFT, width: WIDTH - QR_BLOCK };
  let y = drawText(
    doc,
    "CONTROLE DE TRANSPORTE DE RESÍDUOS — CTR",
    { ...at, y: 28 },
    { face: "bold", size: 13 },
  );
  y = drawText(
    doc,
    `${ctrDocumentGrounds(ctr.originMunicipalityId)} · emitido pelo transportador`,
    { ...at, y },
    { size: CAPTION_SIZE, color: MUTED },
  );
  y = drawText(doc, `Nº ${ctr.number}`, { ...at, y: y + 4 }, { face: "bold", size: 16 });
  y = drawField(
    doc,
    { label: "Emissão", value: when(ctr.issuedAt, ctr.originMunicipalityId) },
    LEFT,
    y + 1.5,
    at.width,
  );
  y = drawField(
    doc,
    { label: "Situação", value: CTR_STATUS_LABEL[ctr.status as CtrStatus] },
    LEFT,
    y + 1.5,
    at.width,
  );
  if (mtr)
    y = drawField(
      doc,
      {
        label: "MTR",
        value: mtr.number
          ? `Nº ${mtr.number} — ${mtr.systemLabel} (${mtr.statusLabel})`
          : `${mtr.systemLabel}: ${mtr.statusLabel}`,
      },
      LEFT,
      y + 1.5,
      at.width,
    );
  const viaY = y + 2;
  y = viaY + doc.font(VIA_STYLE.face).fontSize(VIA_STYLE.size).currentLineHeight(true);

  const qrX = LEFT + WIDTH - QR_BLOCK + (QR_BLOCK - QR_SIZE) / 2;
  drawQr(doc, checkUrl, qrX, 28, QR_SIZE);
  // The code the public check asks for, as text under the QR (the end of its address).
  const code = decodeURIComponent(checkUrl.slice(checkUrl.lastIndexOf("/") + 1));
  const captionY = drawText(
    doc,
    `Confira este CTR\nCódigo de conferência: ${code}`,
    { x: LEFT + WIDTH - QR_BLOCK, y: 28 + QR_SIZE, width: QR_BLOCK },
    { size: CAPTION_SIZE, color: MUTED, align: "center" },
  );
  return { viaY, bottom: Math.max(y, captionY) };
}

function drawHashFooter(doc: KitDoc, ctr: CtrView, checkUrl: string, y: number): number {
  const at = { x: LEFT + GAP, width: WIDTH - 2 * GAP };
  let bottom = drawText(
    doc,
    `Hash SHA-256 do conteúdo emitido (compare com a página de conferência: ${checkUrl})`,
    { ...at, y: y + GAP },
    { size: CAPTION_SIZE, color: MUTED },
  );
  bottom = drawText(doc, groupHash(ctr.contentHash), { ...at, y: bottom + 2 }, { face: "bold", size: 8 });
  doc
    .lineWidth(1)
    .strokeColor("#333333")
    .rect(LEFT, y, WIDTH, bottom + GAP - y)
    .stroke();
  return bottom + GAP;
}

/** The CTR as an A4 PDF: three vias, every field, the check-page QR and the content hash. */
export function renderCtrPdf(
  ctr: CtrView,
  checkUrl: string,
  images: CtrSignatureImages = {},
  mtr: CtrMtrLine | null = null,
): Promise<Buffer> {
  const doc = newKitDocument({ title: `CTR ${ctr.number} — ${ctr.haulerName}`, author: "Caçamba Certa" });
  const outcome = outcomeBox(ctr);
  const rows: KitBox[][] = [
    [generatorBox(ctr), transporterBox(ctr)],
    [wasteBox(ctr)],
    [destinationBox(ctr)],
    ...(outcome ? [[outcome]] : []),
    signatureBoxes(ctr, images),
  ];
  // The vias differ only in their label: the rest is laid out once and shown on all three pages.
  let body: SharedBody | null = null;
  let viaY = 0;
  for (const via of CTR_VIAS) {
    doc.addPage();
    if (body) showSharedBody(doc, body);
    else
      body = drawSharedBody(doc, () => {
        const header = drawHeader(doc, ctr, checkUrl, mtr);
        viaY = header.viaY;
        let y = header.bottom;
        for (const boxes of rows) y = drawBoxRow(doc, boxes, { x: LEFT, y: y + GAP, width: WIDTH }, GAP);
        drawHashFooter(doc, ctr, checkUrl, y + GAP);
      });
    drawText(doc, via, { x: LEFT, y: viaY, width: WIDTH - QR_BLOCK }, VIA_STYLE);
  }
  return kitToBuffer(doc);
}
