"use client";

import { Button, Group, MultiSelect, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedLabel } from "@/components/ui/cited-label";
import { autoProvisions, citeIn } from "@/domain";
import { type FoundNonconformity, nonconformityFacts } from "@/domain/fines/nonconformity-facts";
import { citationFields } from "@/domain/laws/screens";
import { parseMoneyToCents } from "@/features/billing/money";
import { DateField } from "@/features/forms/date-time-field";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";
import { typedInstant } from "@/lib/typed-date";
import { FineConfigNeeded, FinePreview, fieldErrorsOf } from "./fine-preview";
import { NOTICE_CHANNEL_LABEL } from "./labels";

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];

/**
 * Auto de infração: every element the law requires (IN art. 8º, CM art. 82), the fine previewed from
 * the rules engine; every article on it is from the municipality's own law.
 */
export function CitationForm({
  municipalityId,
  inspection,
  offenders,
}: {
  municipalityId: string;
  inspection: {
    id: string;
    haulerOrgId: string;
    haulerName: string;
    address: string;
    articles: FoundNonconformity[];
  } | null;
  offenders: { value: string; label: string }[];
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const law = autoProvisions(municipalityId);
  const only = citationFields(municipalityId);
  const issue = useMutation(trpc.city.citations.issue.mutationOptions());
  const first = inspection?.articles[0];
  const [offenderOrgId, setOffender] = useState<string | null>(inspection?.haulerOrgId ?? null);
  const [article, setArticle] = useState(first?.article ?? "");
  const [facts, setFacts] = useState(nonconformityFacts(first));
  const [location, setLocation] = useState(inspection?.address ?? "");
  const [issuedPlace, setIssuedPlace] = useState(inspection?.address ?? "");
  const [severity, setSeverity] = useState<string | null>(null);
  const [aggravating, setAggravating] = useState<string[]>([]);
  const [attenuating, setAttenuating] = useState<string[]>([]);
  const [amount, setAmount] = useState("");
  const [post, setPost] = useState("");
  const [signature, setSignature] = useState("");
  const [channel, setChannel] = useState<string | null>("in_person");
  const [recipient, setRecipient] = useState("");
  const [noticedAt, setNoticedAt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const f = (name: string) => fields[name]?.[0];

  async function submit() {
    setError(null);
    setFields({});
    try {
      // An amount that is not one (or has fractions of a cent) goes as NaN, for the server to refuse.
      const cents = amount.trim() ? (parseMoneyToCents(amount) ?? Number.NaN) : null;
      const row = await issue.mutateAsync({
        inspectionId: inspection?.id ?? null,
        offenderOrgId: inspection ? null : offenderOrgId,
        article,
        facts,
        location: location || null,
        issuedPlace,
        severity: (severity || null) as "leve" | null,
        aggravating: aggravating as "I"[],
        attenuating: attenuating as "I"[],
        amountCents: cents,
        inspectorPost: post,
        signature,
        noticeChannel: (channel ?? "in_person") as "in_person",
        noticeRecipient: recipient || null,
        noticedAt: noticedAt ? typedInstant(noticedAt) : null,
      });
      router.push(`/fiscalizacao/autos/${row.id}`);
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      setFields(fieldErrors);
      setError(fieldErrors.fineConfig ? null : e instanceof Error ? e.message : "Erro inesperado.");
    }
  }

  return (
    <Stack>
      {inspection ? (
        <TextInput label="Autuado" value={inspection.haulerName} readOnly />
      ) : (
        <Select
          label="Autuado"
          data={offenders}
          value={offenderOrgId}
          onChange={setOffender}
          searchable
          error={f("offenderOrgId")}
        />
      )}
      {inspection && inspection.articles.length > 1 && (
        <Select
          label="Não conformidade da vistoria"
          data={inspection.articles.map((a) => ({ value: a.article, label: `${a.article} — ${a.message}` }))}
          value={article}
          onChange={(v) => setArticle(v ?? "")}
        />
      )}
      <TextInput
        label="Dispositivo infringido"
        description={<CitedLabel>{`Como a lei numera, ex.: ${law.example}`}</CitedLabel>}
        value={article}
        onChange={(e) => setArticle(e.currentTarget.value)}
        error={f("article")}
      />
      {only.severity && (
        <Select
          label={<CitedLabel>{only.severity.label}</CitedLabel>}
          data={only.severity.options}
          value={severity}
          onChange={setSeverity}
          clearable
        />
      )}
      {only.circumstances && (
        <Group grow>
          <MultiSelect
            label={<CitedLabel>{only.circumstances.aggravatingLabel}</CitedLabel>}
            data={ROMAN}
            value={aggravating}
            onChange={setAggravating}
          />
          <MultiSelect
            label={<CitedLabel>{only.circumstances.attenuatingLabel}</CitedLabel>}
            data={ROMAN.slice(0, 4)}
            value={attenuating}
            onChange={setAttenuating}
          />
        </Group>
      )}
      <FinePreview
        offenderOrgId={offenderOrgId}
        article={article}
        severity={severity}
        aggravating={aggravating}
        attenuating={attenuating}
      />
      {only.amountInRange && (
        <TextInput
          label={<CitedLabel>{only.amountInRange.label}</CitedLabel>}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={f("amountCents")}
        />
      )}
      <Textarea
        label="Fatos"
        value={facts}
        onChange={(e) => setFacts(e.currentTarget.value)}
        autosize
        minRows={3}
        error={f("facts")}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Local da infração"
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          error={f("location")}
        />
        <TextInput
          label="Local da lavratura"
          value={issuedPlace}
          onChange={(e) => setIssuedPlace(e.currentTarget.value)}
          error={f("issuedPlace")}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={<CitedLabel>{`Notificação${citeIn(law.notice)}`}</CitedLabel>}
          data={Object.entries(NOTICE_CHANNEL_LABEL).map(([value, label]) => ({ value, label }))}
          value={channel}
          onChange={setChannel}
          allowDeselect={false}
        />
        {(channel === "email" || channel === "whatsapp") && (
          <TextInput
            label={channel === "email" ? "E-mail do autuado" : "WhatsApp do autuado"}
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            error={f("noticeRecipient")}
          />
        )}
        {channel === "public_notice" && (
          <DateField
            label="Data de publicação do edital"
            value={noticedAt}
            onChange={setNoticedAt}
            error={f("noticedAt")}
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Cargo do fiscal"
          value={post}
          onChange={(e) => setPost(e.currentTarget.value)}
          error={f("inspectorPost")}
        />
        <TextInput
          label="Assinatura: digite seu nome completo"
          value={signature}
          onChange={(e) => setSignature(e.currentTarget.value)}
          error={f("signature")}
        />
      </Group>
      {f("fineConfig") && <FineConfigNeeded message={f("fineConfig") ?? ""} />}
      <FormAlert message={error} />
      <Group>
        <Button size="md" onClick={submit} loading={issue.isPending}>
          Lavrar auto de infração
        </Button>
      </Group>
    </Stack>
  );
}
