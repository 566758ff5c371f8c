import type { CtrParty } from "@/server/services/ctr/access";
import type { CtrFile, CtrSigner } from "@/server/services/ctr/files";

const SLUG_OF_SIGNER: Record<CtrSigner, string> = {
  transporter: "transportador",
  generator: "gerador",
  receiver: "receptor",
};

export function signerOfSlug(slug: string): CtrSigner | null {
  return (Object.keys(SLUG_OF_SIGNER) as CtrSigner[]).find((s) => SLUG_OF_SIGNER[s] === slug) ?? null;
}

/** `/api/ctr/<party>/<id>/foto` or `/api/ctr/<party>/<id>/assinatura/<transportador|gerador|receptor>`. */
export function ctrFileUrl(party: CtrParty, id: string, file: CtrFile): string {
  const base = `/api/ctr/${party}/${id}`;
  return file === "photo" ? `${base}/foto` : `${base}/assinatura/${SLUG_OF_SIGNER[file]}`;
}
