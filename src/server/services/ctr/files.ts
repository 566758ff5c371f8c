import type { DbOrTx } from "@/server/db/client";
import { type OpenedFile, openStoredFile } from "@/server/services/files/files";
import type { FileStorage } from "@/server/services/files/storage";
import type { CtrView } from "./view";

export const CTR_SIGNERS = ["transporter", "generator", "receiver"] as const;
export type CtrSigner = (typeof CTR_SIGNERS)[number];
/** The files a CTR points at: the receipt photo and each party's drawn signature. */
export type CtrFile = "photo" | CtrSigner;

type FileFields = Pick<
  CtrView,
  | "orgId"
  | "receiverOrgId"
  | "receivedPhotoFileId"
  | "transporterSignature"
  | "generatorSignature"
  | "receiverSignature"
>;

/**
 * Where a CTR's file lives: files belong to the org that took them — the hauler for the transporter's
 * and the generator's signatures (drawn on the hauler's device at issue and at departure), the
 * receiver for its signature and the receipt photo.
 */
export function ctrFileRef(ctr: FileFields, file: CtrFile): { orgId: string; fileId: string } | null {
  const fileId =
    file === "photo"
      ? ctr.receivedPhotoFileId
      : {
          transporter: ctr.transporterSignature,
          generator: ctr.generatorSignature,
          receiver: ctr.receiverSignature,
        }[file]?.imageFileId;
  if (!fileId) return null;
  return { orgId: file === "photo" || file === "receiver" ? ctr.receiverOrgId : ctr.orgId, fileId };
}

/**
 * The bytes of one file of a CTR the caller has already read through its party's procedure
 * (`ctr.<party>.get`): reading the CTR is the authorization. Null when the CTR has no such file.
 */
export async function openCtrFile(
  ctr: FileFields,
  file: CtrFile,
  deps: { db?: DbOrTx; storage?: FileStorage } = {},
): Promise<OpenedFile | null> {
  const ref = ctrFileRef(ctr, file);
  return ref ? openStoredFile(ref, deps) : null;
}

export type CtrSignatureImages = Partial<Record<CtrSigner, Uint8Array>>;

/**
 * The drawn signatures of a CTR as PNG bytes, for print (the PDF draws each under its party's
 * name, role and time). Parties that signed without drawing are absent.
 */
export async function signatureImages(
  ctr: FileFields,
  deps: { db?: DbOrTx; storage?: FileStorage } = {},
): Promise<CtrSignatureImages> {
  const entries = await Promise.all(
    CTR_SIGNERS.map(async (signer) => {
      const file = await openCtrFile(ctr, signer, deps);
      return file ? ([signer, new Uint8Array(await new Response(file.body).arrayBuffer())] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}
