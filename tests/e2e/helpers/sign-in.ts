import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";

/** Signs in through the form as a demo account (`despacho`, `admin`, …) and waits for the home page. */
export async function signInAsDemo(page: Page, baseUrl: string, local: string) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel("E-mail").fill(`${local}@demo.cacambacerta.com.br`);
  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(`${baseUrl}/inicio`);
}
