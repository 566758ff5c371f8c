import { describe, expect, it } from "vitest";
import { checkIdentification } from "@/domain/identification/check-identification";
import { resolveMunicipality } from "@/domain/municipalities";
import { checkPlacement } from "@/domain/placement/check-placement";
import { rulesetFor } from "@/domain/rulesets";
import { placementInput } from "./builders";

const ruleOf = (municipality: string, id: string) => {
  const m = resolveMunicipality(municipality);
  if (!m) throw new Error(municipality);
  return rulesetFor(m).rules.find((rule) => rule.id === id);
};

describe("citations — a rule cites the provision that sets it, or the law as silent", () => {
  it.each([
    {
      municipality: "cachoeiras-de-macacu-rj",
      id: "placement_distances",
      article: "CM Lei nº 2.515/2021 (silente)",
    },
    {
      municipality: "cachoeiras-de-macacu-rj",
      id: "identification",
      article: "CM Lei nº 2.515/2021 (silente)",
    },
    { municipality: "cachoeiras-de-macacu-rj", id: "removal_full", article: "CM art. 47, I" },
    {
      municipality: "indiavai-mt",
      id: "identification",
      article: "IN Código de Limpeza Urbana de 2024 (silente)",
    },
  ])("$municipality $id → $article", ({ municipality, id, article }) => {
    expect(ruleOf(municipality, id)?.article).toBe(article);
  });

  it.each([
    { municipality: "cachoeiras-de-macacu-rj", article: "CM Lei nº 2.515/2021 (silente)" },
    { municipality: "indiavai-mt", article: "IN Código de Limpeza Urbana de 2024 (silente)" },
  ])("checkIdentification for $municipality cites the law as silent", ({ municipality, article }) => {
    const result = checkIdentification({ municipality, cacamba: {} });
    expect(result.notRegulated.map((n) => n.article)).toEqual([article]);
  });

  it("CM placement notRegulated does not cite art. 47 (removal deadlines only)", () => {
    const result = checkPlacement(placementInput({ municipality: "cachoeiras-de-macacu-rj" }));
    expect(result.notRegulated.map((n) => n.article)).toEqual(["CM Lei nº 2.515/2021 (silente)"]);
  });

  it.each([
    { rule: "chocks", article: "JF art. 20" },
    { rule: "damage_repair", article: "JF art. 20, parágrafo único" },
  ])("JF checklist: $rule cites $article", ({ rule, article }) => {
    const { checklist } = checkPlacement(placementInput());
    expect(checklist.find((c) => c.rule === rule)?.article).toBe(article);
  });

  it("the 48 h repair is only under the parágrafo único", () => {
    const { checklist } = checkPlacement(placementInput());
    expect(checklist.find((c) => c.rule === "chocks")?.message).not.toContain("48");
    expect(checklist.find((c) => c.rule === "damage_repair")?.message).toContain("48 horas");
  });
});

describe("pt-BR wording of summaries", () => {
  it.each([
    { id: "fine_leve", label: "Leve:" },
    { id: "fine_media", label: "Média:" },
    { id: "fine_grave", label: "Grave:" },
    { id: "fine_muito_grave", label: "Muito grave:" },
    { id: "fine_gravissima", label: "Gravíssima:" },
  ])("IN $id summary starts with $label", ({ id, label }) => {
    const summary = ruleOf("indiavai-mt", id)?.summary ?? "";
    expect(summary.startsWith(label)).toBe(true);
    expect(summary).not.toMatch(/media|muito_grave|gravissima/);
  });

  it.each([
    { id: "emergency_exit", text: "em frente à saída de emergência" },
    { id: "accessibility_ramp", text: "em frente à rampa" },
  ])("JF $id summary uses the crase: $text", ({ id, text }) => {
    expect(ruleOf("juiz-de-fora-mg", id)?.summary).toContain(text);
  });
});
