import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Link inválido ou expirado", robots: { index: false } };

/** A one-tap link that is forged, mangled or past its 72 h: nothing was changed. */
export default function OneTapNotFound() {
  return (
    <StatusPage
      framed={false}
      title="Link inválido ou expirado"
      text="Este link de resposta não é válido ou já expirou (cada link vale 72 horas e só responde sobre uma caçamba). Nada foi alterado. Abra o link da mensagem mais recente ou entre no portal para responder."
    />
  );
}
