import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { DriverDay } from "@/features/driver/driver-day";

export const metadata: Metadata = { title: "Meus serviços" };

export default function DriverPage() {
  return (
    <>
      <PageHeader
        title="Meus serviços de hoje"
        subtitle="Na ordem do despacho. Registre cada entrega e retirada com foto."
      />
      <DriverDay />
    </>
  );
}
