import { Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { TextLink } from "@/components/ui/text-link";
import { ctrDocumentGrounds, gateGrounds } from "@/domain/ctr";
import { lawTextPath } from "@/domain/laws/citations";
import { findLaw } from "@/domain/laws/registry";
import { isRegulated } from "@/domain/laws/types";
import { HelpHint } from "./help-hint";

/** The lines of a hint: each citation in them links to its article (in another tab: the form stays). */
function Lines({ lines, municipalityId }: { lines: string[]; municipalityId: string | null }) {
  const law = municipalityId ? findLaw(municipalityId) : null;
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm">
          <CitedText newTab>{line}</CitedText>
        </Text>
      ))}
      {law && (
        <TextLink href={lawTextPath(law.municipality.id)} size="sm" target="_blank" rel="noopener">
          Ler a lei de {law.municipality.name} (abre em outra aba)
        </TextLink>
      )}
      <TextLink href="/ajuda" size="sm">
        Ver o guia do seu dia
      </TextLink>
    </>
  );
}

/** The placement planner: move until the verdict is green; the law's first distances, cited. */
export function PlacementHint({ municipalityId }: { municipalityId: string | null }) {
  const law = municipalityId ? findLaw(municipalityId) : null;
  const rules =
    law?.ruleset.rules.filter((r) => r.topic === "placement" && r.status === "regulated").slice(0, 3) ?? [];
  return (
    <HelpHint title="Como planejar a colocação">
      <Lines
        municipalityId={municipalityId}
        lines={[
          "Arraste a caçamba no mapa, ou use os botões de 1 m, até o quadro ficar verde: “Dentro da lei”. Cada regra descumprida aparece com o artigo; toque nele para ler o texto da lei.",
          ...(rules.length > 0
            ? rules.map((r) => `${r.article}: ${r.summary}`)
            : [
                `A lei ${law ? `de ${law.municipality.name} ` : "do município "}não fixa distâncias para a caçamba: o quadro diz o que ela não regula.`,
              ]),
          "O que o mapa não decide fica em “Conferir no local”. Depois de salvar, agende a entrega no despacho.",
        ]}
      />
    </HelpHint>
  );
}

/** The CTR form: what to fill, and the law (or the product's rule) behind the document. */
export function CtrFormHint({ municipalityId }: { municipalityId: string | null }) {
  return (
    <HelpHint title="Como emitir o CTR">
      <Lines
        municipalityId={municipalityId}
        lines={[
          "Aberto pelo cartão do serviço no despacho, o formulário já traz gerador, obra, caminhão, motorista e caçamba, e eles não mudam. Informe o resíduo, a classe, o material, o volume e o receptor, e assine.",
          `Fundamento: ${ctrDocumentGrounds(municipalityId)}.`,
          "O CTR segue com a carga: no receptor, o motorista mostra o QR ou diz o número curto.",
        ]}
      />
    </HelpHint>
  );
}

/** The receiver's gate: find, check, weigh, sign; what the law makes the gate refuse. */
export function GateHint({ municipalityId }: { municipalityId: string | null }) {
  return (
    <HelpHint title="Como receber a carga">
      <Lines
        municipalityId={municipalityId}
        lines={[
          "Digite o número curto que o motorista diz (7 para o CTR 2026/000007) ou leia o QR do CTR.",
          "Confira a classe e o material, informe o peso, assine e confirme. Se a carga não pode entrar, escreva o motivo e recuse.",
          gateGrounds(municipalityId),
        ]}
      />
    </HelpHint>
  );
}

/** The auto de infração: start from the inspection; the law's update factor before the first fine. */
export function AutoHint({ municipalityId }: { municipalityId: string | null }) {
  const law = municipalityId ? findLaw(municipalityId) : null;
  const factor = law?.settings.updateFactor;
  return (
    <HelpHint title="Como lavrar o auto">
      <Lines
        municipalityId={municipalityId}
        lines={[
          "Comece pela vistoria: o auto vem com a empresa, o endereço e o item não conforme, e a multa é a do artigo descumprido.",
          factor && isRegulated(factor)
            ? `Antes do primeiro auto, informe na configuração o fator de atualização das multas (${factor.article}).`
            : "Se a prévia da multa pedir um valor que a lei deixa à prefeitura, o formulário leva à configuração e volta ao auto.",
          "Confira os fatos, informe o cargo, assine com o nome completo e lavre; o PDF fica na página do auto.",
        ]}
      />
    </HelpHint>
  );
}
