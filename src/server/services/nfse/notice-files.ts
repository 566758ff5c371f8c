import type { NoticeFile, NoticeFilesOf } from "@/server/mail/notice-file";
import { danfseOfNote } from "./documents";

/**
 * The files a notice carries, made when the outbox sends it (the outboxes keep text only): the
 * DANFSe PDF (the ADN's official one, else the local rendering) of the NFS-e whose access key the
 * `nfse_authorised` notice names. None for any other.
 */
export const noticeFiles: NoticeFilesOf = async (db, notice): Promise<NoticeFile[]> => {
  if (notice.template !== "nfse_authorised" || !notice.orgId) return [];
  const accessKey = /(?<!\d)\d{50}(?!\d)/.exec(notice.text)?.[0];
  if (!accessKey) return [];
  const danfse = await danfseOfNote(db, notice.orgId, accessKey);
  if (!danfse) return [];
  return [
    { filename: `DANFSe-${danfse.nfseNumber}.pdf`, contentType: "application/pdf", content: danfse.pdf },
  ];
};
