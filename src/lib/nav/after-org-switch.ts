import { APP_PAGES } from "./app-pages";

/** Where a person lands when nothing closer fits: the new company's home. */
export const HOME_PATH = "/inicio";

const isDynamic = (segment: string) => segment.startsWith("[") && segment.endsWith("]");
const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/** The page pattern `pathname` is an address of; a static segment wins over a dynamic one (`/ctrs/novo`). */
function patternOf(pathname: string, pages: readonly string[]): string | null {
  const typed = segmentsOf(pathname);
  const fits = pages.filter((page) => {
    const parts = segmentsOf(page);
    return parts.length === typed.length && parts.every((p, i) => isDynamic(p) || p === typed[i]);
  });
  const dynamicCount = (page: string) => segmentsOf(page).filter(isDynamic).length;
  return fits.sort((a, b) => dynamicCount(a) - dynamicCount(b))[0] ?? null;
}

/**
 * The list a page belongs to: the page itself when its address names no record, else the nearest page
 * above its first dynamic segment (`/faturas/[id]` → `/faturas`, `/frota/cacambas/[id]` → `/frota`,
 * `/pedidos/[id]/colocacao` → `/pedidos`); null when no page is above it.
 */
export function listPageOf(pattern: string, pages: readonly string[] = APP_PAGES): string | null {
  const parts = segmentsOf(pattern);
  const firstDynamic = parts.findIndex(isDynamic);
  if (firstDynamic === -1) return pattern;
  for (let n = firstDynamic; n > 0; n--) {
    const above = `/${parts.slice(0, n).join("/")}`;
    if (pages.includes(above)) return above;
  }
  return null;
}

/**
 * Where to go after switching company while on `pathname`: a record of the old company (an invoice, a
 * caçamba) does not exist in the new one, so a detail page becomes its list, a list stays, and what the
 * new role cannot open (none of `reachable`, the new role's menu, is it or above it) becomes the home.
 * The query string is dropped: it may name a record of the old company (`?vistoria=<id>`).
 */
export function pathAfterOrgSwitch(
  pathname: string,
  reachable: readonly string[],
  pages: readonly string[] = APP_PAGES,
): string {
  const pattern = patternOf(pathname, pages);
  const list = pattern && listPageOf(pattern, pages);
  if (!list) return HOME_PATH;
  const allowed = reachable.some((r) => list === r || list.startsWith(`${r}/`));
  return allowed ? list : HOME_PATH;
}
