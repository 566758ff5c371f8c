import { Alert, Text } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";
import { listInWords } from "@/domain/plural";

/**
 * Told before printing: what the decal sheet would leave blank because the company has not registered
 * it (the sheet prints a line to fill by hand, never a placeholder).
 */
export function DecalMissing({ missing }: { missing: string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title="Antes de imprimir os adesivos">
      <Text size="sm">
        Falta cadastrar {listInWords(missing)}. Sem isso, a folha sai com uma linha em branco para preencher à
        mão.
      </Text>
      <TextLink href="/empresa" size="sm">
        Completar os dados da empresa
      </TextLink>
    </Alert>
  );
}
