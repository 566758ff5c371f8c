"use client";

import { Button, FileButton, NativeSelect, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatCacambaNumber, formatDecimal } from "@/lib/format";
import { UNBATCHED, useTRPC } from "@/lib/trpc/client";

const fold = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** The public code in a decal's QR (`…/c/<code>`), or the bare code. */
export function codeFromQr(text: string): string {
  return fold(/\/c\/([^/?#\s]+)/.exec(text)?.[1] ?? text);
}

type Detector = { detect(image: ImageBitmap): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

function barcodeDetector(): DetectorClass | null {
  return typeof window !== "undefined" && "BarcodeDetector" in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;
}

/**
 * Which caçamba the driver leaves: read from its decal's QR with the phone's camera (where the
 * browser has BarcodeDetector) or chosen from the yard's list of the ordered size (`sizeM3`; the server
 * refuses another); the planned one comes pre-selected.
 */
export function CacambaPicker({
  value,
  onChange,
  label,
  sizeM3 = null,
}: {
  value: string;
  onChange: (id: string) => void;
  label: string;
  /** The order's size: only caçambas of it are offered. */
  sizeM3?: number | null;
}) {
  const trpc = useTRPC();
  const fleet = useQuery(trpc.fleet.cacambas.queryOptions(undefined, UNBATCHED));
  const [note, setNote] = useState<string | null>(null);
  const fits = (c: { capacityM3: number }) => sizeM3 === null || c.capacityM3 === sizeM3;
  const yard = (fleet.data ?? []).filter((c) => (c.status === "yard" && fits(c)) || c.id === value);
  const Detector = barcodeDetector();

  async function readQr(file: File | null) {
    if (!file || !Detector) return;
    setNote(null);
    const found = await new Detector({ formats: ["qr_code"] }).detect(await createImageBitmap(file));
    const code = found[0] ? codeFromQr(found[0].rawValue) : null;
    const cacamba = code ? (fleet.data ?? []).find((c) => fold(c.publicCode) === code) : undefined;
    if (!cacamba) return setNote("QR não reconhecido como caçamba desta empresa: escolha na lista.");
    if (!fits(cacamba))
      return setNote(
        `A caçamba nº ${formatCacambaNumber(cacamba.number)} é de ${formatDecimal(cacamba.capacityM3)} m³; o pedido é de ${formatDecimal(sizeM3 ?? 0)} m³: leve uma do tamanho pedido.`,
      );
    onChange(cacamba.id);
    setNote(`Lida a caçamba nº ${formatCacambaNumber(cacamba.number)}.`);
  }

  return (
    <Stack gap={4}>
      <NativeSelect
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: "", label: "Escolha a caçamba" },
          ...yard.map((c) => ({
            value: c.id,
            label: `nº ${formatCacambaNumber(c.number)} — ${c.capacityM3.toLocaleString("pt-BR")} m³`,
          })),
        ]}
        size="md"
      />
      {fleet.data && sizeM3 !== null && yard.length === 0 && (
        <Text size="sm" role="status">
          Nenhuma caçamba de {formatDecimal(sizeM3)} m³ no pátio: fale com o despacho.
        </Text>
      )}
      {Detector && (
        <FileButton onChange={readQr} accept="image/*" capture="environment">
          {(props) => (
            <Button variant="default" {...props}>
              Ler o QR do adesivo
            </Button>
          )}
        </FileButton>
      )}
      {note && (
        <Text size="sm" role="status">
          {note}
        </Text>
      )}
    </Stack>
  );
}
