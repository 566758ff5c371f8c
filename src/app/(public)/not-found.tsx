import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";
import { CodeCheckForm } from "@/features/public/code-check-form";

export const metadata: Metadata = { title: "Não encontrado", robots: { index: false } };

/**
 * A code on `/c/<code>` or `/verificar/<code>` that names nothing: inside the public layout's `<main>`,
 * with the field to type the code again (it starts with what was typed).
 */
export default function PublicNotFound() {
  return (
    <StatusPage
      framed={false}
      title="Página não encontrada"
      text="Nenhuma caçamba ou CTR tem este código. Confira o que foi digitado: letras maiúsculas ou minúsculas, espaços e traços não fazem diferença."
    >
      <CodeCheckForm />
    </StatusPage>
  );
}
