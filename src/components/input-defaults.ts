import { FileInput, NumberInput, Select } from "@mantine/core";

/**
 * Defaults every form input of the app shares, so no form changes what a person typed or chose:
 * - `NumberInput` never clamps (`clampBehavior: "none"`): −5, 0 or 10⁹ stay as typed and the server's
 *   pt-BR message says what is accepted; `min`/`max` only bound the arrow keys and the step buttons.
 * - `Select` keeps its value when the selected option is picked again (Mantine's default clears it).
 * - `FileInput`'s clear button has a name (Mantine's has none: a screen reader hears only "botão").
 */
export const inputDefaults = {
  NumberInput: NumberInput.extend({ defaultProps: { clampBehavior: "none" } }),
  Select: Select.extend({ defaultProps: { allowDeselect: false } }),
  FileInput: FileInput.extend({
    defaultProps: { clearButtonProps: { "aria-label": "Remover o arquivo escolhido" } },
  }),
};
