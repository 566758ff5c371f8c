import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./helpers/browser";
import { checkScreen } from "./helpers/person";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";
import { startVisit, type Visit } from "./helpers/visit";

/** The demo's received CTR: its public code is fixed (src/server/db/seed/ctr.ts). */
const DEMO_CTR_CODE = "demo-ctr-recebido";

/**
 * Issue #28, item 8: no public page is a dead end. From the public home a visitor reaches the registry
 * of licensed haulers, checks a code (a wrong one leads to a not-found page with the field to type it
 * again), opens the sign-up and the password reset, and from each comes back to "Entrar".
 */
describe("no dead ends on the public pages", () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = (v: Visit) => v.page.getByRole("main");
  const bar = (v: Visit) => v.page.getByRole("navigation", { name: "Páginas públicas" });
  const home = (v: Visit) => v.open(v.page.getByRole("link", { name: "Caçamba Certa", exact: true }), "/");

  for (const width of [360, 1280]) {
    it(`at ${width} px: the home says what the product is and leads to sign-in, sign-up, the registry and the code check`, async () => {
      const v = await startVisit(browser, server.url, width);
      await v.page.getByRole("heading", { name: "Caçamba Certa", level: 1 }).waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
      expect(await main(v).innerText()).toMatch(/CTR e fiscalização conforme a lei do seu município/);
      for (const name of ["Entrar", "Cadastre sua empresa", "Ver transportadores licenciados"])
        await main(v).getByRole("link", { name }).waitFor();
      await main(v).getByRole("textbox", { name: "Código da caçamba ou do CTR" }).waitFor();

      await v.open(bar(v).getByRole("link", { name: "Transportadores licenciados" }), "/transportadores");
      await v.open(main(v).getByRole("link", { name: "Juiz de Fora/MG" }), /^\/transportadores\/[a-z-]+$/);
      await home(v);
      await v.open(
        main(v).getByRole("link", { name: "Ver transportadores licenciados" }),
        "/transportadores",
      );
      await home(v);
      await v.open(main(v).getByRole("link", { name: "Entrar" }), "/entrar");
      await v.page.getByRole("button", { name: "Entrar" }).waitFor();
      await home(v);
      await v.close();
    });

    it(`at ${width} px: a wrong code gets the not-found page with the field; typed again, the CTR opens`, async () => {
      const v = await startVisit(browser, server.url, width);
      const field = () => main(v).getByRole("textbox", { name: "Código da caçamba ou do CTR" });
      const check = () => main(v).getByRole("button", { name: "Conferir" });
      // Nothing typed: said on the field, nowhere to go.
      await check().click();
      await main(v).getByText("Digite o código impresso na caçamba ou no CTR.").waitFor();
      expect(new URL(v.page.url()).pathname).toBe("/");

      await field().fill("demo-ctr-recebid0");
      await v.open(check(), "/verificar/demo-ctr-recebid0");
      await v.page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
      await main(v).getByText("Confira o que foi digitado", { exact: false }).waitFor();
      expect(await field().inputValue(), "the field starts with what was typed").toBe("demo-ctr-recebid0");

      // A caçamba's code (10 characters) goes to its own page; wrong too, the same field is there.
      await field().fill("zzzzz zzzzz");
      await v.open(check(), "/c/ZZZZZZZZZZ");
      await v.page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
      expect(await field().inputValue()).toBe("ZZZZZZZZZZ");

      await field().fill(` ${DEMO_CTR_CODE} `);
      await v.open(check(), `/verificar/${DEMO_CTR_CODE}`);
      await v.page.getByRole("heading", { name: /^CTR nº/ }).waitFor();
      await v.open(bar(v).getByRole("link", { name: "Conferir código" }), "/");
      await v.close();
    });

    it(`at ${width} px: sign-up and password reset each lead back to Entrar`, async () => {
      const v = await startVisit(browser, server.url, width);
      const backToSignIn = async () => {
        await v.open(main(v).getByRole("link", { name: "Entrar", exact: true }), "/entrar");
        await v.page.getByRole("button", { name: "Entrar" }).waitFor();
      };
      await v.open(main(v).getByRole("link", { name: "Cadastre sua empresa" }), "/cadastro");
      await backToSignIn();
      await v.open(main(v).getByRole("link", { name: "Cadastre-se" }), "/cadastro");
      await v.open(main(v).getByRole("link", { name: "Cadastro de cliente" }), "/cadastro/gerador");
      await backToSignIn();
      await v.open(main(v).getByRole("link", { name: "Cadastre-se" }), "/cadastro");
      await v.open(main(v).getByRole("link", { name: "Peça seu cadastro" }), "/cadastro/instituicao");
      await backToSignIn();
      await v.open(main(v).getByRole("link", { name: "Esqueci a senha" }), "/esqueci-a-senha");
      await backToSignIn();
      // From the sign-in page, the public bar leads on too.
      await v.open(bar(v).getByRole("link", { name: "Transportadores licenciados" }), "/transportadores");
      await v.open(bar(v).getByRole("link", { name: "Entrar" }), "/entrar");
      await checkScreen(v.page);
      await v.close();
    });
  }
});
