"use client";

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { PdfLink } from "@/components/ui/pdf-link";
import { groupedKey } from "@/domain/nfse/danfse";
import { CANCEL_REASONS, SUBSTITUTION_REASONS } from "@/domain/nfse/dps";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { formatDate, formatDateTime, formatMoneyCents } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";

type Note = inferRouterOutputs<AppRouter>["invoicing"]["get"]["nfse"][number];

const COLOR: Record<Note["status"], string> = {
  signed: "gray",
  verifying: "yellow",
  authorised: "green",
  rejected: "red",
  cancelled: "gray",
  substituted: "gray",
};

function NoteCard({ note }: { note: Note }) {
  return (
    <Paper withBorder p="sm" aria-label={`NFS-e da DPS nº ${note.number}`}>
      <Stack gap={4}>
        <Group>
          <Badge color={COLOR[note.status]} variant="light">
            {note.statusLabel}
          </Badge>
          <Text size="sm">
            DPS nº {note.number}, série {note.series}
            {note.environment === "restricted" ? " — produção restrita" : ""}
            {note.substitutes ? " — substitui a nota anterior" : ""}
          </Text>
        </Group>
        {note.nfseNumber && <Text fw={700}>NFS-e nº {note.nfseNumber}</Text>}
        {note.accessKey && (
          <Text size="sm" ff="monospace" aria-label="Chave de acesso">
            {groupedKey(note.accessKey)}
          </Text>
        )}
        {note.authorisedAt && (
          <Text size="sm">
            {note.processedAt ? "Processada pela Sefin em " : "Autorizada em "}
            {formatDateTime(note.authorisedAt)}
          </Text>
        )}
        {note.netCents !== null && (
          <Text size="sm" aria-label="Valores da NFS-e">
            {note.issCents !== null &&
              `ISS${note.issRatePercent !== null ? ` (${note.issRatePercent.toFixed(2).replace(".", ",")}%)` : ""}: ${formatMoneyCents(note.issCents)} — `}
            valor líquido: {formatMoneyCents(note.netCents)}
          </Text>
        )}
        {note.cancelledAt && (
          <Text size="sm">
            Cancelada em {formatDate(note.cancelledAt)}: {note.cancelText}
          </Text>
        )}
        {note.status === "verifying" && (
          <Alert color="yellow" role="status">
            A Sefin Nacional ainda não confirmou esta DPS ({note.lastError ?? "sem resposta"}). O sistema
            consulta de novo a cada minuto, sem enviar duas vezes; você também pode verificar agora.
          </Alert>
        )}
        {note.problems.map((p) => (
          <Alert key={p} color="red" role="alert">
            {p}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

/** Cancel (e101101) or substitute the note in force, with the reason the Sefin asks for. */
function CancelOrSubstitute({ invoiceId, invoiceOpen }: { invoiceId: string; invoiceOpen: boolean }) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.nfse.cancel.mutationOptions());
  const cancelInvoice = useMutation(trpc.invoicing.cancel.mutationOptions());
  const substitute = useMutation(trpc.nfse.substitute.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [mode, setMode] = useState<"cancel" | "substitute">("cancel");
  const [reason, setReason] = useState("1");
  const [text, setText] = useState("");
  const [alsoInvoice, setAlsoInvoice] = useState(false);
  const reasons = mode === "cancel" ? CANCEL_REASONS : SUBSTITUTION_REASONS;
  return (
    <form
      aria-label="Cancelar ou substituir a NFS-e"
      onSubmit={(e) => {
        e.preventDefault();
        if (mode === "substitute")
          return void run(() =>
            substitute.mutateAsync({ invoiceId, reason: reason as keyof typeof SUBSTITUTION_REASONS, text }),
          );
        const r = reason as keyof typeof CANCEL_REASONS;
        void run<unknown>(() =>
          alsoInvoice
            ? cancelInvoice.mutateAsync({ id: invoiceId, reason: text, nfse: { reason: r, text } })
            : cancel.mutateAsync({ invoiceId, reason: r, text }),
        );
      }}
    >
      <Stack maw={560}>
        <NativeSelect
          label="O que fazer"
          value={mode}
          onChange={(e) => {
            const next = e.currentTarget.value as typeof mode;
            setMode(next);
            setReason(next === "cancel" ? "1" : "99");
          }}
          data={[
            { value: "cancel", label: "Cancelar a NFS-e" },
            { value: "substitute", label: "Substituir a NFS-e por uma nova" },
          ]}
        />
        <NativeSelect
          label="Motivo"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data={Object.entries(reasons).map(([value, label]) => ({ value, label }))}
        />
        <Textarea
          label="Descreva o motivo"
          description="De 15 a 255 caracteres (exigência da Sefin Nacional)"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={fieldError("text") ?? fieldError("nfseText")}
          autosize
          minRows={2}
        />
        {mode === "cancel" && invoiceOpen && (
          <Checkbox
            label="Cancelar também a fatura"
            checked={alsoInvoice}
            onChange={(e) => setAlsoInvoice(e.currentTarget.checked)}
          />
        )}
        <div>
          <Button
            type="submit"
            color={mode === "cancel" ? "red" : undefined}
            variant="outline"
            loading={pending}
          >
            {mode === "cancel" ? "Cancelar NFS-e" : "Substituir NFS-e"}
          </Button>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The invoice's NFS-e: issue (one click), its state and problems, the DANFSe, and the admin's cancel/substitute. */
export function InvoiceNfse({
  invoiceId,
  invoiceStatus,
  notes,
  role,
}: {
  invoiceId: string;
  invoiceStatus: string;
  notes: Note[];
  role: string | undefined;
}) {
  const trpc = useTRPC();
  const issue = useMutation(trpc.nfse.issue.mutationOptions());
  const { run, error, pending } = useAction();
  const inForce = notes.find((n) => n.status === "authorised");
  const printable = inForce ?? notes.find((n) => n.status === "cancelled" || n.status === "substituted");
  const pendingNote = notes.find(
    (n) => n.status === "signed" || n.status === "verifying" || n.status === "rejected",
  );
  const office = role === "admin" || role === "dispatcher";
  const issuable = ["issued", "overdue", "paid"].includes(invoiceStatus);
  const visible = role === "client" ? notes.filter((n) => n.accessKey) : notes;
  return (
    <Stack gap="sm">
      {visible.length === 0 && <Text size="sm">Esta fatura ainda não tem NFS-e.</Text>}
      {visible.map((n) => (
        <NoteCard key={n.id} note={n} />
      ))}
      {printable?.accessKey && (
        <Group gap="md">
          <PdfLink href={`/api/faturas/${invoiceId}/danfse`}>Baixar DANFSe (PDF)</PdfLink>
          <Text size="xs" c="dimmed">
            {printable.officialDanfse
              ? "DANFSe oficial, gerado pelo ADN"
              : "Se o ADN não o entregar, baixa uma representação local"}
          </Text>
          <Anchor href={`/api/faturas/${invoiceId}/nfse-xml`}>Baixar XML da NFS-e</Anchor>
        </Group>
      )}
      {office && issuable && !inForce && (
        <div>
          <Button loading={pending} onClick={() => void run(() => issue.mutateAsync({ invoiceId }))}>
            {pendingNote?.status === "verifying"
              ? "Verificar NFS-e agora"
              : pendingNote?.status === "rejected"
                ? "Emitir NFS-e de novo"
                : "Emitir NFS-e"}
          </Button>
        </div>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {role === "admin" && inForce && (
        <CancelOrSubstitute
          invoiceId={invoiceId}
          invoiceOpen={invoiceStatus === "issued" || invoiceStatus === "overdue"}
        />
      )}
    </Stack>
  );
}
