import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_PATH, listPageOf, pathAfterOrgSwitch } from "@/lib/nav/after-org-switch";
import { APP_PAGES } from "@/lib/nav/app-pages";
import { NAV_BY_ROLE } from "@/lib/navigation";
import { MEMBER_ROLES } from "@/lib/roles";

const APP_DIR = join(process.cwd(), "src", "app", "(app)");
const ID = "3f2a9c1e-8b7d-4e6f-a5c4-0d1e2f3a4b5c";

/** Every `page.tsx` under `src/app/(app)`, as a route pattern: what a person can open when signed in. */
function pagesOnDisk(): string[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: "utf8" });
  return files
    .filter((f) => f === "page.tsx" || f.endsWith(`${sep}page.tsx`))
    .map((f) => {
      const dir = relative(APP_DIR, join(APP_DIR, f, ".."))
        .split(sep)
        .filter(Boolean);
      // Route groups `(x)` are not part of the address.
      return `/${dir.filter((s) => !/^\(.*\)$/.test(s)).join("/")}`;
    })
    .sort();
}

const dynamicPages = () => pagesOnDisk().filter((p) => p.includes("["));
const addressOf = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, ID);
const EVERY_PAGE = [...APP_PAGES];
const menuOf = (role: keyof typeof NAV_BY_ROLE) => NAV_BY_ROLE[role].map((i) => i.href);

describe("where a person lands after switching company", () => {
  it("knows every page of the signed-in area (src/app/(app)): a new page must be listed in APP_PAGES", () => {
    expect([...APP_PAGES].sort()).toEqual(pagesOnDisk());
  });

  it("the folders have detail pages to test (the enumeration finds them)", () => {
    expect(dynamicPages().length).toBeGreaterThanOrEqual(7);
  });

  for (const pattern of dynamicPages()) {
    it(`${pattern}: a record of the old company becomes a list page above it, or the home`, () => {
      const target = pathAfterOrgSwitch(addressOf(pattern), EVERY_PAGE);
      expect(target).not.toContain(ID);
      expect(target).not.toContain("[");
      expect(pagesOnDisk()).toContain(target);
      expect(target === HOME_PATH || pattern.startsWith(`${target}/`)).toBe(true);
    });
  }

  it("maps each detail page of today to its own list", () => {
    const expected: Record<string, string> = {
      "/autuacoes/[id]": "/autuacoes",
      "/ctrs/[id]": "/ctrs",
      "/faturas/[id]": "/faturas",
      "/fiscalizacao/autos/[id]": "/fiscalizacao/autos",
      "/fiscalizacao/vistorias/[id]": "/fiscalizacao/vistorias",
      "/frota/cacambas/[id]": "/frota",
      "/pedidos/[id]/colocacao": "/pedidos",
    };
    for (const [pattern, list] of Object.entries(expected)) {
      expect(listPageOf(pattern), pattern).toBe(list);
      expect(pathAfterOrgSwitch(addressOf(pattern), EVERY_PAGE), pattern).toBe(list);
    }
  });

  it("stays on a page that names no record, and a static segment wins over [id] (/ctrs/novo)", () => {
    expect(pathAfterOrgSwitch("/frota", EVERY_PAGE)).toBe("/frota");
    expect(pathAfterOrgSwitch("/ctrs/novo", EVERY_PAGE)).toBe("/ctrs/novo");
    expect(pathAfterOrgSwitch("/fiscalizacao/vistorias/nova", EVERY_PAGE)).toBe(
      "/fiscalizacao/vistorias/nova",
    );
    expect(pathAfterOrgSwitch("/faturas/", EVERY_PAGE)).toBe("/faturas");
  });

  it("goes home from an address the app does not have, or one with no page above its record", () => {
    expect(pathAfterOrgSwitch("/nao-existe", EVERY_PAGE)).toBe(HOME_PATH);
    expect(pathAfterOrgSwitch(`/faturas/${ID}/extra`, EVERY_PAGE)).toBe(HOME_PATH);
    expect(listPageOf("/x/[id]", ["/x/[id]"])).toBeNull();
    expect(pathAfterOrgSwitch(`/x/${ID}`, ["/x"], ["/x/[id]"])).toBe(HOME_PATH);
  });

  it("a list the new role's menu does not reach becomes the home", () => {
    expect(pathAfterOrgSwitch(`/faturas/${ID}`, menuOf("admin"))).toBe("/faturas");
    expect(pathAfterOrgSwitch(`/frota/cacambas/${ID}`, menuOf("admin"))).toBe("/frota");
    expect(pathAfterOrgSwitch(`/faturas/${ID}`, menuOf("driver"))).toBe(HOME_PATH);
    expect(pathAfterOrgSwitch(`/fiscalizacao/autos/${ID}`, menuOf("auditor"))).toBe("/fiscalizacao/autos");
    expect(pathAfterOrgSwitch(`/fiscalizacao/autos/${ID}`, menuOf("admin"))).toBe(HOME_PATH);
    expect(pathAfterOrgSwitch("/precos", menuOf("client"))).toBe(HOME_PATH);
  });

  it("every role's menu reaches its home", () => {
    for (const role of MEMBER_ROLES) expect(pathAfterOrgSwitch(HOME_PATH, menuOf(role))).toBe(HOME_PATH);
  });
});
