"use client";

import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { formatDateTime, formatTaxId } from "@/lib/format";
import { municipalityLabel } from "@/lib/municipalities";
import { ORG_KIND_LABEL, type OrgKind } from "@/lib/roles";
import { useTRPC } from "@/lib/trpc/client";

export interface OrgRequestView {
  id: string;
  kind: OrgKind;
  legalName: string;
  taxId: string;
  municipalityId: string;
  createdAt: Date;
  requesters: { name: string; email: string; emailVerifiedAt: Date | null }[];
  documents: { id: string; originalName: string }[];
}

function RequestCard({ request }: { request: OrgRequestView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [reason, setReason] = useState("");
  const decide = useMutation(
    trpc.platform.decideOrgRequest.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  return (
    <Paper withBorder p="md" component="article" aria-label={`Pedido de ${request.legalName}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {request.legalName} · {ORG_KIND_LABEL[request.kind]} · {municipalityLabel(request.municipalityId)}
        </Text>
        <Text size="sm">
          CNPJ {formatTaxId(request.taxId)} · pedido em {formatDateTime(request.createdAt)}
        </Text>
        {request.requesters.map((p) => (
          <Text size="sm" key={p.email}>
            {p.name} &lt;{p.email}&gt; {p.emailVerifiedAt ? "(e-mail confirmado)" : "(e-mail não confirmado)"}
          </Text>
        ))}
        {request.documents.length === 0 ? (
          <Text size="sm" c="orange">
            Nenhum documento enviado ainda.
          </Text>
        ) : (
          request.documents.map((d) => (
            <Anchor
              key={d.id}
              href={`/api/plataforma/documentos/${request.id}/${d.id}`}
              target="_blank"
              size="sm"
            >
              {d.originalName}
            </Anchor>
          ))
        )}
        <FormAlert message={decide.error?.message} />
        <Group align="flex-end">
          <Button
            onClick={() => decide.mutate({ orgId: request.id, approve: true })}
            loading={decide.isPending}
          >
            Aprovar
          </Button>
          <TextInput
            label="Motivo da recusa"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={decide.error?.data?.fieldErrors?.reason?.[0]}
          />
          <Button
            color="red"
            variant="light"
            onClick={() => decide.mutate({ orgId: request.id, approve: false, reason })}
          >
            Recusar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function OrgRequests({ requests }: { requests: OrgRequestView[] }) {
  return (
    <Stack>
      <Title order={2} size="h4">
        Pedidos de receptores e prefeituras
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">
          {/* Said, not linked: the sign-up page is for people without an account ("Já tem conta? Entrar"). */}
          Nenhum pedido aguardando. Receptores e prefeituras pedem cadastro, sem conta, pela página pública
          “Cadastro de receptor ou prefeitura” (endereço /cadastro/instituicao).
        </Text>
      ) : (
        requests.map((r) => <RequestCard key={r.id} request={r} />)
      )}
    </Stack>
  );
}
