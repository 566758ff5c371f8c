import type { NavItem } from "@/lib/navigation";
import type { GuideStep } from "./guide";

/**
 * Where a step's link goes, named as the menu names it ("Abrir Preços"): the step's screen when it is a
 * menu entry, else the menu entry it is under (`/pedidos/[id]/colocacao` → Pedidos, `/ctrs/novo` → CTRs),
 * the list a person reaches that screen from.
 */
export function stepLink(screen: GuideStep["screen"], nav: readonly NavItem[]): NavItem | undefined {
  return nav
    .filter((n) => screen === n.href || screen.startsWith(`${n.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
