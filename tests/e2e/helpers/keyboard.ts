import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { type Focus, focused, tabTo } from "./keys";

/** Signs in from /entrar with Tab, typing and Enter as a demo account (`despacho`, `receptor`, …). */
export async function signInWithKeys(page: Page, who: string) {
  await tabTo(page, (f) => f.name === "email");
  await page.keyboard.type(`${who}@demo.cacambacerta.com.br`);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/inicio$/);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

/** Picks an option of a Mantine select from the keyboard: arrows through its list, Enter on the one named. */
export async function chooseWithKeys(page: Page, option: string) {
  await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 12; i++) {
    const highlighted = page.locator("[data-combobox-selected]");
    if ((await highlighted.count()) > 0 && (await highlighted.textContent())?.trim() === option) {
      await page.keyboard.press("Enter");
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`option "${option}" not reached with the arrows`);
}

/** Replaces a text field's content as a person does: select all, type. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

/** Focus lands on what `want` describes, and shows it (a visible ring). */
export const expectFocusOn = async (page: Page, want: Partial<Focus>, why: string) => {
  await expect.poll(() => focused(page), { message: why }).toMatchObject({ ...want, ring: true });
};
