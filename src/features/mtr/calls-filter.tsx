import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { MTR_CALL_OUTCOME_LABEL, MTR_CALL_OUTCOMES } from "@/domain/mtr";

export interface CallsQuery {
  documento?: string;
  resultado?: string;
  de?: string;
  ate?: string;
}

/** The call log's filters, a plain GET form: works before the page's scripts load, and the URL keeps them. */
export function CallsFilter({ query }: { query: CallsQuery }) {
  return (
    <form method="get" action="/mtr/chamadas">
      <Group align="flex-end" wrap="wrap">
        <TextInput name="documento" label="CTR, MTR ou CDF nº" defaultValue={query.documento ?? ""} w={180} />
        <NativeSelect
          name="resultado"
          label="Resultado"
          defaultValue={query.resultado ?? ""}
          data={[
            { value: "", label: "Todos" },
            ...MTR_CALL_OUTCOMES.map((o) => ({ value: o, label: MTR_CALL_OUTCOME_LABEL[o] })),
          ]}
        />
        <TextInput name="de" label="De" placeholder="dd/mm/aaaa" defaultValue={query.de ?? ""} w={130} />
        <TextInput name="ate" label="Até" placeholder="dd/mm/aaaa" defaultValue={query.ate ?? ""} w={130} />
        <Button type="submit" variant="light">
          Filtrar
        </Button>
      </Group>
    </form>
  );
}
