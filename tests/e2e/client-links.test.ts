import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrgName } from "@/features/shell/names";
import { hydrated, launchBrowser } from "./helpers/browser";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { signInAsDemo } from "./helpers/sign-in";

/** The demo generator (it has a portal account and is a client of Caçambas Halfeld only). */
const CLIENT = { name: "Construtora Morro do Imperador Ltda.", cnpj: "44555666000181" };
const SECOND_HAULER = "Caçambas Serra Verde Ltda.";

describe("a client's consent in the browser: a hauler asks, the client accepts in the portal", () => {
  let server: RunningServer;
  let haulerBrowser: BrowserContext;
  let clientBrowser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    [haulerBrowser, clientBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  });
  afterAll(async () => {
    await haulerBrowser?.close();
    await clientBrowser?.close();
    await server?.stop();
  });

  const nav = (page: Page) => page.getByRole("navigation", { name: "Navegação principal" });

  it("the second hauler registers the client's CNPJ, learns nothing, and serves it once the client accepts", async () => {
    const hauler = await haulerBrowser.newPage();
    await signInAsDemo(hauler, server.url, "admin");
    const select = hauler.getByLabel("Organização");
    await (await hydrated(select)).selectOption({ label: shortOrgName(SECOND_HAULER) });
    await hauler.getByText(`${SECOND_HAULER} · Administrador`).waitFor();
    await nav(hauler).getByRole("link", { name: "Clientes" }).click();
    await hauler.getByRole("heading", { name: "Cadastrar cliente (pedido por telefone)" }).waitFor();
    await (await hydrated(hauler.getByLabel("Empresa (CNPJ)"))).check();
    await hauler.getByRole("textbox", { name: "Razão social" }).fill("Construtora (como anotamos)");
    await hauler.getByRole("textbox", { name: "CNPJ" }).fill(CLIENT.cnpj);
    await hauler.getByRole("button", { name: "Cadastrar cliente" }).click();
    await hauler
      .getByRole("alert")
      .filter({ hasText: "Pedido enviado; o cliente precisa aceitar" })
      .waitFor();
    await hauler.getByText("aguardando o cliente aceitar no portal").waitFor();
    expect(await hauler.content()).not.toContain(CLIENT.name);

    const client = await clientBrowser.newPage();
    await signInAsDemo(client, server.url, "cliente");
    await client.getByRole("link", { name: /Empresas que pedem para atender você/ }).click();
    await client.waitForURL(`${server.url}/meus-transportadores`);
    await client.getByRole("heading", { name: "Empresas que pedem para atender você" }).waitFor();
    const row = client.getByRole("row").filter({ hasText: SECOND_HAULER });
    await (await hydrated(row.getByRole("button", { name: `Aceitar ${SECOND_HAULER}` }))).click();
    await client
      .getByRole("table", { name: /Transportadores/ })
      .getByRole("cell", { name: SECOND_HAULER })
      .waitFor();
    await client.getByText("Nenhum pedido aguardando você").waitFor();

    await hauler.reload();
    await hauler.getByRole("cell", { name: CLIENT.name }).waitFor();
  });
});
