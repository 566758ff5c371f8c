import {
  CANCEL_REASONS,
  type CancelReason,
  LAYOUT_VERSION,
  NFSE_NAMESPACE,
  type NfseEnvironment,
  TP_AMB,
} from "./dps";
import { eventRequestId } from "./ids";
import { brasiliaDateTime } from "./time";
import { el, plainText } from "./xml";

export const CANCEL_EVENT = "101101";
/** The reason's text, 15 to 255 characters (TSMotivo). */
export const REASON_TEXT_MIN = 15;
export const REASON_TEXT_MAX = 255;

/** The unsigned request to register event e101101 (cancellation) on an NFS-e. */
export function buildCancelRequest(f: {
  environment: NfseEnvironment;
  at: Date;
  appVersion: string;
  authorCnpj: string;
  accessKey: string;
  reason: CancelReason;
  text: string;
}): { id: string; xml: string } {
  const id = eventRequestId(f.accessKey, CANCEL_EVENT);
  const body = [
    el("tpAmb", TP_AMB[f.environment]),
    el("verAplic", f.appVersion),
    el("dhEvento", brasiliaDateTime(f.at)),
    el("CNPJAutor", f.authorCnpj),
    el("chNFSe", f.accessKey),
    `<e${CANCEL_EVENT}>${el("xDesc", "Cancelamento de NFS-e")}${el("cMotivo", f.reason)}${el("xMotivo", plainText(f.text, REASON_TEXT_MAX))}</e${CANCEL_EVENT}>`,
  ].join("");
  return {
    id,
    xml: `<pedRegEvento xmlns="${NFSE_NAMESPACE}" versao="${LAYOUT_VERSION}"><infPedReg Id="${id}">${body}</infPedReg></pedRegEvento>`,
  };
}

export const cancelReasonLabel = (reason: CancelReason) => CANCEL_REASONS[reason];
