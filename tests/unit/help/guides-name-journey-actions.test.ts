import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type GuideRole, guideWords } from "@/features/help/guides";
import { journeyClicks, stepAccounts } from "./journey-clicks";

const E2E = join(process.cwd(), "tests", "e2e");

/** The demo account each role signs in as (`src/server/db/seed/demo-accounts.ts`). */
const ROLE_OF_ACCOUNT: Record<string, GuideRole> = {
  admin: "admin",
  despacho: "dispatcher",
  motorista: "driver",
  receptor: "operator",
  fiscal: "auditor",
  cliente: "client",
  plataforma: "platform",
};
const ACCOUNTS = new Set(Object.keys(ROLE_OF_ACCOUNT));

/**
 * Not actions of a role's day: the controls every screen has (the menu, a dialog's close, signing out,
 * the guide itself and its law link) and the pages of the outside services' fakes (Stripe's checkout and
 * onboarding), which are not the app's screens.
 */
const NOT_ACTIONS = [
  "Abrir menu",
  "Fechar",
  "Cancelar",
  "Sair",
  "Ajuda",
  "Minha conta",
  "Ler a lei de",
  "Concluir cadastro",
  "Continuar",
  "Simular pagamento do Pix",
];

/** A number in a name is the record's or a count (“Abrir fatura 12”, “Importar 1.791 elementos”): the action is the words before it. */
const actionOf = (name: string) => name.split(/\d/)[0]?.trim() ?? "";

/**
 * Whether the guide names the action: its words appear in the guide, or the guide quotes its start with
 * “…” for the part that is the record's (“Autorizar …” for “Autorizar Caçambas Halfeld Transportes Ltda.”).
 */
function names(guide: string, action: string): boolean {
  const text = guide.toLowerCase();
  const said = action.toLowerCase();
  return text.includes(said) || [...text.matchAll(/“([^”]+) …”/g)].some((m) => said.startsWith(`${m[1]} `));
}

const files = readdirSync(E2E, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts"));
const steps = stepAccounts(readFileSync(join(E2E, "journeys", "describe-day.ts"), "utf8"), ACCOUNTS);
const clicks = files.flatMap((f) => journeyClicks(f, readFileSync(join(E2E, f), "utf8"), ACCOUNTS, steps));

describe("each role's guide names what its journeys click", () => {
  it("finds the clicks of every role's journeys in the e2e files (one each role's day is known for)", () => {
    const known = {
      admin: "Cadastrar caçamba",
      despacho: "Emitir CTR",
      motorista: "Registrar entrega",
      receptor: "Confirmar recebimento",
      fiscal: "Vistoriar",
      cliente: "Pedir caçamba",
      plataforma: "Salvar sistema do estado",
    };
    for (const [account, name] of Object.entries(known))
      expect(
        clicks.some((c) => c.account === account && c.name === name),
        `${account}: ${name}`,
      ).toBe(true);
  });

  it("every button and link a role's journey clicks is named in that role's guide", () => {
    const unnamed = clicks
      .map((c) => ({ ...c, role: ROLE_OF_ACCOUNT[c.account] as GuideRole, action: actionOf(c.name) }))
      .filter(({ action }) => action && !NOT_ACTIONS.some((n) => action.startsWith(n)))
      .filter(({ role, action }) => !names(guideWords(role), action))
      .map(({ role, action, where }) => `${role}: “${action}” (${where})`);
    expect([...new Set(unnamed)].sort()).toEqual([]);
  });
});
