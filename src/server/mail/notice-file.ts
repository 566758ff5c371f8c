import type { Db } from "@/server/db/client";

/** A file sent with an e-mail (attachment) or a WhatsApp message (document). */
export interface NoticeFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The files a notice carries, made when an outbox sends it (the outboxes keep text only). The dispatchers
 * are handed it by whoever starts them (`jobs/start.ts`: the NFS-e's DANFSe); they know no use-case.
 */
export type NoticeFilesOf = (
  db: Db,
  notice: { orgId: string | null; template: string; text: string },
) => Promise<NoticeFile[]>;

/** No files: text only. */
export const noFiles: NoticeFilesOf = async () => [];
