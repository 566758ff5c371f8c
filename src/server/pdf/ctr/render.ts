import { CTR_STATUS_LABEL, type CtrStatus, groupHash } from "@/domain/ctr";
import type { CtrView } from "@/server/services/ctr/view";
import { type KitDoc, kitToBuffer, newKitDocument } from "../kit/document";
import { CAPTION_SIZE, drawBoxRow, drawField, drawQr, drawText, type KitBox, MUTED } from "../kit/draw";
import { when } from "./format";
import {
  type CtrSignatureImages,
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

function drawHeader(doc: KitDoc, ctr: CtrView, via: string, checkUrl: string): number {
  const at = { x: LEFT, width: WIDTH - QR_BLOCK };
  let y = drawText(
    doc,
    "CONTROLE DE TRANSPORTE DE RESÍDUOS — CTR",
    { ...at, y: 28 },
    { face: "bold", size: 13 },
  );
  y = drawText(
    doc,
    "JP art. 4º, VI e art. 18, §2º, III; ABNT NBR 15.112, 15.113 e 15.114 · emitido pelo transportador",
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
  y = drawText(doc, via, { ...at, y: y + 2 }, { face: "bold", size: 10 });

  const qrX = LEFT + WIDTH - QR_BLOCK + (QR_BLOCK - QR_SIZE) / 2;
  drawQr(doc, checkUrl, qrX, 28, QR_SIZE);
  const captionY = drawText(
    doc,
    "Confira este CTR",
    { x: LEFT + WIDTH - QR_BLOCK, y: 28 + QR_SIZE, width: QR_BLOCK },
    { size: CAPTION_SIZE, color: MUTED, align: "center" },
  );
  return Math.max(y, captionY);
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
  for (const via of CTR_VIAS) {
    doc.addPage();
    let y = drawHeader(doc, ctr, via, checkUrl);
    for (const boxes of rows) y = drawBoxRow(doc, boxes, { x: LEFT, y: y + GAP, width: WIDTH }, GAP);
    drawHashFooter(doc, ctr, checkUrl, y + GAP);
  }
  return kitToBuffer(doc);
}
