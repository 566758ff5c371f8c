import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Página não encontrada", robots: { index: false } };

/** Any address the app does not have (the signed-in and public groups have their own for `notFound()`). */
export default function NotFound() {
  return (
    <StatusPage title="Página não encontrada" text="O endereço não existe. Confira o que foi digitado." />
  );
}
