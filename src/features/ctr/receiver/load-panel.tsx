"use client";

import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedLabel } from "@/components/ui/cited-label";
import { CitedText } from "@/components/ui/cited-text";
import {
  FORBIDDEN_WASTE,
  FORBIDDEN_WASTE_LABEL,
  type ForbiddenWaste,
  refusalGround,
  WASTE_CLASSES,
  type WasteClass,
} from "@/domain/ctr";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { typedNumber } from "@/features/forms/typed-number";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { formatCacambaNumber, formatDecimal, formatPlate } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { checkLoad } from "@/server/services/ctr/receiver-actions";
import { SignatureField } from "../signature-field";
import { CtrStatusBadge } from "../status-badge";
import { ReceiptCorrection } from "./receipt-correction";
import { uploadReceiptPhoto } from "./upload-photo";

type Check = Awaited<ReturnType<typeof checkLoad>>;

/** The load at the gate: what the CTR says, what the law refuses, confirm with weight and photo or reject. */
export function LoadPanel({ check, onDone }: { check: Check; onDone: (message: string) => void }) {
  const trpc = useTRPC();
  const receive = useMutation(trpc.ctr.receiver.receive.mutationOptions());
  const reject = useMutation(trpc.ctr.receiver.reject.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const c = check.ctr;
  const [weight, setWeight] = useState<string | number>("");
  const [cls, setCls] = useState<WasteClass>(c.wasteClass as WasteClass);
  const [found, setFound] = useState<ForbiddenWaste[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [signaturePng, setSignature] = useState<string | null>(null);
  const firstRefusal = check.refusals[0];
  const [reason, setReason] = useState(firstRefusal ? firstRefusal.message : "");
  const open = c.status === "issued" || c.status === "in_transit";
  // A refusal puts focus on the field in error or the message; a success hands over to the gate (onDone).
  const { ref, focusResult } = useFocusResult<HTMLDivElement>();
  return (
    <Paper withBorder p="md" ref={ref}>
      <Stack gap="sm">
        {/* Where focus goes once the gate opens this load (the gate's result). */}
        <Title order={2} size="h3" tabIndex={-1} data-action-result="">
          CTR {c.number} <CtrStatusBadge status={c.status} />
        </Title>
        <Text>
          {c.haulerName} · placa {formatPlate(c.truckPlate)}
          {c.cacambaNumber !== null && ` · caçamba ${formatCacambaNumber(c.cacambaNumber)}`}
        </Text>
        <Text>
          Classe {c.wasteClass} · {c.material} · {formatDecimal(c.volumeM3)} m³
        </Text>
        <Text size="sm" c="dimmed">
          Origem: {c.originAddress}
        </Text>
        {check.refusals.map((r) => (
          <Alert
            key={r.code + r.message}
            color="red"
            title={<CitedText newTab textColour>{`Não receber (${refusalGround(r)})`}</CitedText>}
          >
            <CitedText newTab textColour>
              {r.message}
            </CitedText>
          </Alert>
        ))}
        {open && check.refusals.length === 0 && (
          <Alert color="green">Transportador licenciado e resíduo aceito pela licença do receptor.</Alert>
        )}
        {open && (
          <>
            <NumberInput
              label="Peso medido (t)"
              size="md"
              decimalSeparator=","
              min={0}
              value={weight}
              onChange={setWeight}
              error={fieldError("weightT")}
            />
            <NativeSelect
              label="Classe conferida"
              size="md"
              value={cls}
              onChange={(e) => setCls(e.currentTarget.value as WasteClass)}
              data={WASTE_CLASSES.map((k) => ({
                value: k,
                label: `Classe ${k}${k === c.wasteClass ? " (declarada)" : ""}`,
              }))}
            />
            <Checkbox.Group
              label={
                <CitedLabel>{`Encontrado na carga${check.forbiddenWasteArticle ? ` (${check.forbiddenWasteArticle})` : ""}`}</CitedLabel>
              }
              value={found}
              onChange={(v) => setFound(v as ForbiddenWaste[])}
            >
              <Stack gap={6} mt={4}>
                {FORBIDDEN_WASTE.map((f) => (
                  <Checkbox key={f} value={f} label={FORBIDDEN_WASTE_LABEL[f]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <FileInput
              label="Foto da carga"
              size="md"
              accept="image/jpeg,image/png"
              capture="environment"
              value={photo}
              onChange={setPhoto}
              clearable
            />
            <SignatureField
              label="Assinatura do receptor"
              onChange={setSignature}
              error={fieldError("signaturePng")}
            />
            <Button
              size="lg"
              color="green"
              loading={pending}
              disabled={check.refusals.length > 0}
              onClick={async () => {
                const done = await run(async () =>
                  receive.mutateAsync({
                    id: c.id,
                    weightT: typedNumber(weight),
                    wasteClass: cls,
                    forbiddenFound: found,
                    photoFileId: photo ? await uploadReceiptPhoto(photo) : null,
                    signaturePng,
                  }),
                );
                if (done) onDone(`CTR ${done.number} recebido.`);
                else focusResult();
              }}
            >
              Confirmar recebimento
            </Button>
            <TextInput
              label="Motivo da recusa"
              size="md"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={fieldError("reason")}
            />
            <Button
              size="lg"
              color="red"
              variant="light"
              loading={pending}
              onClick={async () => {
                const article = firstRefusal
                  ? firstRefusal.article
                  : found.length
                    ? check.forbiddenWasteArticle
                    : null;
                const done = await run(() =>
                  reject.mutateAsync({ id: c.id, reason, article: article ?? null }),
                );
                if (done) onDone(`CTR ${done.number} recusado.`);
                else focusResult();
              }}
            >
              Recusar carga
            </Button>
          </>
        )}
        <FormAlert message={error} />
        {c.status === "received" && (
          <ReceiptCorrection id={c.id} weightT={c.receivedWeightT} volumeM3={c.receivedVolumeM3} />
        )}
      </Stack>
    </Paper>
  );
}
