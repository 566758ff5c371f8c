import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Página não encontrada" };

/** A `notFound()` inside the signed-in area: the shell (menu) stays, so the way on is one tap away. */
export default function SignedInNotFound() {
  return (
    <StatusPage
      framed={false}
      title="Página não encontrada"
      text="Este endereço não existe ou o que ele mostrava não está mais disponível para a sua conta."
    />
  );
}
