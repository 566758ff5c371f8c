import { Group } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";
import { AccountLink } from "./account-link";

/** Where the home's code field is: the header's "Conferir código" scrolls to it. */
export const CODE_CHECK_ANCHOR = "conferir";

/**
 * The bar on every signed-out page: the product's home, the public registry, the code check and
 * (except where the page is the sign-in or has its own link to it) "Entrar", or "Ir para o painel" for a person
 * signed in — no public page is a dead end.
 */
export function PublicHeader({ signIn = true }: { signIn?: boolean }) {
  return (
    <header>
      <Group justify="space-between" gap="xs" px="md" py="sm" wrap="wrap">
        <TextLink href="/" fw={700} c="inherit" underline="never">
          Caçamba Certa
        </TextLink>
        <nav aria-label="Páginas públicas">
          <Group gap="md" wrap="wrap">
            <TextLink href="/transportadores" size="sm">
              Transportadores licenciados
            </TextLink>
            <TextLink href={`/#${CODE_CHECK_ANCHOR}`} size="sm">
              Conferir código
            </TextLink>
            {signIn && <AccountLink />}
          </Group>
        </nav>
      </Group>
    </header>
  );
}
