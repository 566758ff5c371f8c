import type { Db } from "@/server/db/client";
import { renderDanfsePdf } from "@/server/pdf/danfse/render";
import { danfseOfNote } from "./documents";

/** A file sent with an e-mail (attachment) or a WhatsApp message (document). */
export interface NoticeFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The files a notice carries, made when the outbox sends it (the outboxes keep text only): the
 * DANFSe PDF of the NFS-e whose access key the `nfse_authorised` notice names. None for any other.
 */
export async function noticeFiles(
  db: Db,
  notice: { orgId: string | null; template: string; text: string },
): Promise<NoticeFile[]> {
  if (notice.template !== "nfse_authorised" || !notice.orgId) return [];
  const accessKey = /(?<!\d)\d{50}(?!\d)/.exec(notice.text)?.[0];
  if (!accessKey) return [];
  const input = await danfseOfNote(db, notice.orgId, accessKey);
  if (!input) return [];
  return [
    {
      filename: `DANFSe-${input.facts.nfseNumber}.pdf`,
      contentType: "application/pdf",
      content: await renderDanfsePdf(input),
    },
  ];
}
