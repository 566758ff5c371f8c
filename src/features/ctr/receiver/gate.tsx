"use client";

import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { resolveMunicipality } from "@/domain";
import { CTR_STATUS_LABEL, type CtrStatus } from "@/domain/ctr";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { formatDate } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { checkLoad } from "@/server/services/ctr/receiver-actions";
import { LoadPanel } from "./load-panel";
import { QrScanner } from "./qr-scanner";

type Check = Awaited<ReturnType<typeof checkLoad>>;
interface Match {
  id: string;
  number: string;
  haulerName: string;
  status: string;
  issuedAt: Date;
  originMunicipalityId: string;
}

const issuedOn = (m: Match) =>
  formatDate(new Date(m.issuedAt), resolveMunicipality(m.originMunicipalityId)?.timeZone);

/** The receiver's gate: type the CTR number or scan its QR, then check and confirm or reject the load. */
export function ReceiverGate() {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<Match[]>([]);
  const [check, setCheck] = useState<Check | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a search or a recorded load, focus goes to what came of it: the load, the choice, the message.
  const { ref, focusResult } = useFocusResult<HTMLDivElement>();

  const open = useCallback(
    async (id: string) => {
      setCheck(await qc.fetchQuery(trpc.ctr.receiver.check.queryOptions({ id }, { staleTime: 0 })));
    },
    [qc, trpc],
  );

  const search = useCallback(
    async (text: string) => {
      setBusy(true);
      setError(null);
      setMessage(null);
      setCheck(null);
      try {
        const found = await qc.fetchQuery(
          trpc.ctr.receiver.find.queryOptions({ query: text }, { staleTime: 0 }),
        );
        setMatches(found);
        if (found.length === 0)
          setError(
            "Nenhum CTR com esse número ou código endereçado a este receptor. Confira o número (2026/000123 ou só 123) ou leia o QR.",
          );
        const only = found[0];
        if (found.length === 1 && only) await open(only.id);
      } catch (e) {
        setError(e instanceof Error ? e.message : "Erro inesperado.");
      } finally {
        setBusy(false);
        focusResult();
      }
    },
    [qc, trpc, open, focusResult],
  );

  const onScan = useCallback(
    (text: string) => {
      setQuery(text);
      void search(text);
    },
    [search],
  );

  return (
    <Stack ref={ref}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void search(query);
        }}
      >
        <Stack gap="xs">
          <TextInput
            label="Número do CTR"
            placeholder="2026/000123 ou 123"
            description="O número com ou sem o ano e os zeros, ou o código do QR."
            size="lg"
            inputMode="numeric"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <Button type="submit" size="lg" loading={busy}>
            Buscar CTR
          </Button>
        </Stack>
      </form>
      <QrScanner onCode={onScan} />
      {error && (
        <Alert color="yellow" role="alert" tabIndex={-1} data-action-result="">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {message && (
        <Alert color="green" role="status" tabIndex={-1} data-action-result="">
          {message}
        </Alert>
      )}
      {matches.length > 1 && !check && (
        <Stack gap="xs">
          <Text tabIndex={-1} data-action-result="">
            Mais de um CTR tem este número. Escolha a carga:
          </Text>
          {matches.map((m) => (
            <Button
              key={m.id}
              variant="default"
              size="md"
              h="auto"
              py={6}
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              onClick={() => void open(m.id)}
            >
              {m.number} — {m.haulerName} — {CTR_STATUS_LABEL[m.status as CtrStatus]}, emitido em{" "}
              {issuedOn(m)}
            </Button>
          ))}
        </Stack>
      )}
      {check && (
        <LoadPanel
          key={check.ctr.id}
          check={check}
          onDone={(text) => {
            setMessage(text);
            setCheck(null);
            setMatches([]);
            setQuery("");
            router.refresh();
            focusResult();
          }}
        />
      )}
    </Stack>
  );
}
