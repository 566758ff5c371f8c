"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";

function today(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return d.toLocaleDateString("pt-BR");
}

/** Period picker that downloads `/api/ctr/<party>/csv?de=…&ate=…`. */
export function CtrCsvExport({ party }: { party: "hauler" | "receiver" | "city" | "generator" }) {
  const [from, setFrom] = useState(today(-30));
  const [to, setTo] = useState(today());
  const href = `/api/ctr/${party}/csv?de=${encodeURIComponent(from)}&ate=${encodeURIComponent(to)}`;
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput label="De" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={130} />
      <TextInput label="Até" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={130} />
      <Button component="a" href={href} variant="default" aria-label="Exportar CSV dos CTRs do período">
        Exportar CSV
      </Button>
    </Group>
  );
}
