"use client";

import { Button, Group, NumberInput, Select, Stack, Textarea } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { WASTE_CLASSES, type WasteClass } from "@/domain/pricing/terms";
import { CACAMBA_SIZE_M3 } from "@/domain/quantity";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField } from "@/features/forms/date-time-field";
import { FormAlert } from "@/features/forms/form-alert";
import { typedNumber } from "@/features/forms/typed-number";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { WASTE_CLASS_LABEL } from "@/features/pricing/labels";
import { QuoteSummary } from "@/features/pricing/quote-summary";
import { useTRPC } from "@/lib/trpc/client";

/** Client portal: order a caçamba from a hauler that serves you, for one of your sites. */
export function OrderForm({
  haulers,
  sites,
}: {
  haulers: { id: string; legalName: string }[];
  sites: { id: string; name: string }[];
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.dispatch.orders.create.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [f, setF] = useState({
    haulerOrgId: haulers[0]?.id ?? "",
    siteId: sites[0]?.id ?? "",
    sizeM3: 5 as string | number,
    wasteKind: "rcc" as "rcc" | "bulky",
    wasteClass: "A" as WasteClass,
    desiredFrom: "",
    notes: "",
  });
  const [done, setDone] = useState(false);
  const { ref, focusResult } = useFocusResult();
  const size = typedNumber(f.sizeM3);
  const askable = f.haulerOrgId !== "" && f.siteId !== "" && size >= 1 && size <= 60;
  const quote = useQuery(
    trpc.pricing.quote.queryOptions(
      { haulerOrgId: f.haulerOrgId, siteId: f.siteId, sizeM3: size, wasteClass: f.wasteClass },
      { enabled: askable, retry: false },
    ),
  );
  return (
    <form
      ref={ref}
      onSubmit={async (e) => {
        e.preventDefault();
        setDone(false);
        const ok = await run(() =>
          create.mutateAsync({ ...f, sizeM3: typedNumber(f.sizeM3), notes: f.notes || undefined }),
        );
        if (ok) setDone(true);
        focusResult();
      }}
    >
      <Stack maw={480}>
        <Select
          label="Empresa de caçambas"
          data={haulers.map((h) => ({ value: h.id, label: h.legalName }))}
          value={f.haulerOrgId || null}
          onChange={(v) => setF({ ...f, haulerOrgId: v ?? "" })}
          error={fieldError("haulerOrgId")}
        />
        <Select
          label="Obra"
          data={sites.map((s) => ({ value: s.id, label: s.name }))}
          value={f.siteId || null}
          onChange={(v) => setF({ ...f, siteId: v ?? "" })}
          error={fieldError("siteId")}
        />
        <Group grow>
          <NumberInput
            label="Tamanho (m³)"
            value={f.sizeM3}
            onChange={(v) => setF({ ...f, sizeM3: v })}
            min={CACAMBA_SIZE_M3.min}
            max={CACAMBA_SIZE_M3.max}
            decimalSeparator=","
            error={fieldError("sizeM3")}
          />
          <Select
            label="Resíduo"
            data={[
              { value: "rcc", label: "Entulho de obra (RCC)" },
              { value: "bulky", label: "Volumosos" },
            ]}
            value={f.wasteKind}
            onChange={(v) => setF({ ...f, wasteKind: (v ?? "rcc") as "rcc" })}
          />
        </Group>
        <Select
          label="Classe do resíduo"
          data={WASTE_CLASSES.map((c) => ({ value: c, label: WASTE_CLASS_LABEL[c] }))}
          value={f.wasteClass}
          onChange={(v) => setF({ ...f, wasteClass: (v ?? "A") as WasteClass })}
          allowDeselect={false}
        />
        <DateField
          label="A partir de"
          value={f.desiredFrom}
          onChange={(desiredFrom) => setF({ ...f, desiredFrom })}
          error={fieldError("desiredFrom")}
        />
        <Textarea
          label="Observações"
          value={f.notes}
          onChange={(e) => setF({ ...f, notes: e.currentTarget.value })}
        />
        {askable && (
          <QuoteSummary quote={quote.data?.quote} lawNote={quote.data?.lawNote} loading={quote.isFetching} />
        )}
        <Button type="submit" loading={pending} size="md">
          Pedir caçamba
        </Button>
        <FormAlert
          color="green"
          role="status"
          message={done ? "Pedido enviado. A empresa vai agendar a entrega." : null}
        />
        <FormAlert message={error} />
      </Stack>
    </form>
  );
}
