import { X509Certificate } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { DOMParser } from "@xmldom/xmldom";
import { verifyEnveloped } from "../signature";
import { validateAgainst } from "../xsd";
import { refuse } from "./sefin-wire";

/** The signer's certificate must be the TLS client's (E0718). */
function sameCertificate(signerPem: string, socket: TLSSocket) {
  const peer = socket.getPeerCertificate();
  if (!peer?.raw) return false;
  return new X509Certificate(signerPem).raw.equals(peer.raw);
}

/**
 * The checks every signed request meets, in the Sefin's order: the XML declaration (E1229), no prefix on the
 * signature (E1228), the official XSD (E1235), the signature (E0714), signer = TLS client (E0718). Answers
 * the refusal itself and returns null; else the parsed document.
 */
export async function checkSigned(
  xml: string,
  tag: string,
  socket: TLSSocket,
  res: ServerResponse,
  schema: "DPS_v1.01.xsd" | "pedRegEvento_v1.01.xsd",
) {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) {
    refuse(
      res,
      400,
      "E1229",
      'Declaração XML ausente ou diferente de <?xml version="1.0" encoding="UTF-8"?>.',
    );
    return null;
  }
  if (/<\w+:Signature[\s>]/.test(xml)) {
    refuse(res, 400, "E1228", "Não é permitido o uso de prefixo de namespace na assinatura.");
    return null;
  }
  const schemaCheck = await validateAgainst(schema, xml);
  if (!schemaCheck.valid) {
    refuse(res, 400, "E1235", "Falha no esquema XML.", schemaCheck.errors.join(" | ").slice(0, 1000));
    return null;
  }
  const signature = verifyEnveloped(xml, tag);
  if (!signature.ok) {
    const detail =
      signature.problem === "unsupported_profile"
        ? "unsupported_profile: aceitos C14N 1.0 + RSA-SHA1 + SHA-1 (manual) ou C14N exclusiva + RSA-SHA256 + SHA-256"
        : signature.problem;
    refuse(res, 400, "E0714", "Assinatura inválida.", detail);
    return null;
  }
  if (!sameCertificate(signature.certPem, socket)) {
    refuse(res, 403, "E0718", "O certificado da assinatura difere do certificado da conexão.");
    return null;
  }
  return new DOMParser().parseFromString(xml, "text/xml") as unknown as Document;
}
