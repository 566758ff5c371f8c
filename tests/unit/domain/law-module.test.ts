import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  autoProvisions,
  haulerArticles,
  haulerTextArticles,
  listLaws,
  minNumberDigits,
  registerLaw,
  resolveMunicipality,
} from "@/domain";
import { ctrDuty } from "@/domain/ctr/job";
import { citationHref } from "@/domain/laws/citations";
import { lawMunicipalities } from "@/domain/laws/municipalities";
import { citationFields, citySettingsFields } from "@/domain/laws/screens";
import { type LawModule, notRegulated } from "@/domain/laws/types";
import { defaultCacambaSize } from "@/features/map/footprint";
import { municipalityOptions } from "@/lib/municipalities";
import { requirementsFor } from "@/server/services/fleet/licences/requirements";
import { registerInMunicipalities, registerInRegistry, scaffoldLaw } from "../../../scripts/law-new/scaffold";
import { runRules } from "../../../scripts/rules";
import { exemploLaw } from "../../fixtures/laws/exemplo-law";
import { EXEMPLO } from "../../fixtures/laws/exemplo-scaffold-input";
import { footprint, HALF_LENGTH, placementInput, point } from "./builders";

const cli = (verb: string, input: unknown) => {
  const { code, output } = runRules(verb, JSON.stringify(input));
  return { code, json: JSON.parse(output) };
};

describe("npm run law:new scaffolds a folder that compiles", () => {
  it("the committed fixture folder is exactly what the scaffold writes (so `tsc` proves it compiles)", () => {
    const files = scaffoldLaw(EXEMPLO);
    expect(Object.keys(files).sort()).toEqual(["auto.ts", "index.ts", "municipality.ts", "ruleset.ts"]);
    for (const [name, text] of Object.entries(files))
      expect(readFileSync(join("tests/fixtures/laws/exemplo-zz", name), "utf8"), name).toBe(text);
  });

  it("registers the new law in registry.ts, once", () => {
    const registry = readFileSync("src/domain/laws/registry.ts", "utf8");
    const once = registerInRegistry(registry, "campinas-sp");
    expect(once).toContain('import { campinasSpLaw } from "./campinas-sp/index";');
    expect(once).toMatch(/laws \?\?= \[[^\]]*, campinasSpLaw\]/);
    expect(registerInRegistry(once, "campinas-sp")).toBe(once);
  });

  it("lists its municipality in municipalities.ts, once, for the citations' links", () => {
    const list = readFileSync("src/domain/laws/municipalities.ts", "utf8");
    const once = registerInMunicipalities(list, "campinas-sp");
    expect(once).toContain(
      'import { municipality as campinasSpMunicipality } from "./campinas-sp/municipality";',
    );
    expect(once).toMatch(
      /let municipalities: Municipality\[\] = \[[^\]]*indiavaiMunicipality,\n {2}campinasSpMunicipality,\n\];/,
    );
    expect(registerInMunicipalities(once, "campinas-sp")).toBe(once);
  });
});

describe("the municipalities list (what the browser loads for the citations' links)", () => {
  it("holds the very municipalities of the registered laws, in their order", () => {
    const laws = listLaws();
    expect(lawMunicipalities()).toHaveLength(laws.length);
    for (const [i, m] of lawMunicipalities().entries()) expect(m).toBe(laws[i]?.municipality);
  });

  it("gives a law registered at run time back when it is removed", () => {
    const before = lawMunicipalities().length;
    const remove = registerLaw(exemploLaw);
    expect(lawMunicipalities()).toHaveLength(before + 1);
    remove();
    expect(lawMunicipalities()).toHaveLength(before);
    expect(citationHref("EX", 3)).toBeNull();
  });
});

describe("a fifth law, registered, reaches the CLI, the checks, the settings and the screens", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerLaw(exemploLaw);
  });
  afterAll(() => unregister());

  it("is resolved by id and IBGE code, and refused twice", () => {
    expect(resolveMunicipality("9999999")?.id).toBe("exemplo-zz");
    expect(() => registerLaw(exemploLaw)).toThrow(/clashes/);
  });

  it("its citations link to its text, as the built-in laws' do", () => {
    expect(citationHref("EX", 3)).toBe("/leis/exemplo-zz#art-3");
  });

  it("CLI rulesets lists it", () => {
    const { code, json } = cli("rulesets", { municipality: "exemplo-zz" });
    expect(code).toBe(0);
    expect(json.rulesets).toMatchObject([{ id: "exemplo-zz", lawKey: "EX" }]);
  });

  it("CLI check-placement applies its 3 m from hydrants", () => {
    const near = cli(
      "check-placement",
      placementInput({
        municipality: "exemplo-zz",
        features: [point(HALF_LENGTH + 2.5, 0, { id: "h1", kind: "hydrant" })],
      }),
    );
    expect(near.code).toBe(0);
    expect(near.json).toMatchObject({ ok: false, violations: [{ article: "EX art. 3º", measuredM: 2.5 }] });
    const far = cli(
      "check-placement",
      placementInput({
        municipality: "exemplo-zz",
        features: [point(HALF_LENGTH + 3, 0, { id: "h1", kind: "hydrant" })],
      }),
    );
    expect(far.json.ok).toBe(true);
    expect(far.json.checklist.map((c: { article: string }) => c.article)).toEqual([
      "EX art. 3º",
      "EX art. 4º",
    ]);
  });

  it("CLI removal-deadline, check-identification and fine answer by its articles", () => {
    expect(
      cli("removal-deadline", { municipality: "exemplo-zz", placedAt: "2026-06-01T09:00:00-03:00" }).json,
    ).toMatchObject({ deadline: "2026-06-06T09:00:00.000-03:00", article: "EX art. 4º" });
    expect(cli("check-identification", { municipality: "exemplo-zz", cacamba: {} }).json).toMatchObject({
      ok: false,
      nonconformities: [{ article: "EX art. 5º" }],
    });
    expect(
      cli("fine", { municipality: "exemplo-zz", article: "EX art. 3º", at: "2026-06-01T09:00:00-03:00" })
        .json,
    ).toMatchObject({ class: "leve", amountCents: 10_000 });
    const refused = cli("fine", {
      municipality: "exemplo-zz",
      article: "EX art. 10",
      at: "2026-06-01T09:00:00-03:00",
    });
    expect(refused.code).toBe(2);
    expect(refused.json.error.message).toContain("não tem multa na lei de Exemplo");
    const absent = cli("fine", {
      municipality: "exemplo-zz",
      article: "EX art. 99",
      at: "2026-06-01T09:00:00-03:00",
    });
    expect(absent.code).toBe(2);
    expect(absent.json.error.message).toContain("que tem os arts. 1º a 11");
  });

  it("an unknown municipality's message lists it among the served ones", () => {
    const { code, json } = cli("removal-deadline", {
      municipality: "nowhere",
      placedAt: "2026-06-01T09:00:00-03:00",
    });
    expect(code).toBe(2);
    expect(json.error.issues[0].message).toContain("exemplo-zz");
  });

  it("the city's settings screen asks for what it leaves to configuration, and only that", () => {
    expect(citySettingsFields("exemplo-zz")).toEqual([
      expect.objectContaining({ name: "upfCents", label: "Valor da UFM (R$)", article: "EX art. 6º" }),
    ]);
    expect(citationFields("exemplo-zz")).toEqual({
      severity: null,
      circumstances: null,
      amountInRange: null,
    });
  });

  it("screens and services cite it: auto, hauler duties, CTR duty, licences, municipality lists", () => {
    expect(autoProvisions("exemplo-zz").example).toBe("EX art. 3º");
    expect(haulerArticles("yard", ["exemplo-zz", "cachoeiras-de-macacu-rj"])).toBe("EX art. 10");
    expect(ctrDuty("exemplo-zz")).toEqual({ article: "EX art. 8º", grounds: "EX art. 8º" });
    expect(requirementsFor("exemplo-zz")).toMatchObject({
      article: "EX art. 2º",
      required: [{ kind: "alvara_localizacao", article: "EX art. 2º, I" }],
    });
    expect(municipalityOptions()).toContainEqual({ value: "exemplo-zz", label: "Exemplo/ZZ" });
  });

  it("the footprint check is the engine's, not the law's: an impossible footprint is still invalid input", () => {
    const { code } = cli(
      "check-placement",
      placementInput({ municipality: "exemplo-zz", placement: { footprint: footprint(20, 1) } }),
    );
    expect(code).toBe(2);
  });
});

describe("the registry is typed and exhaustive", () => {
  it("every built-in law answers every capability, silence included", () => {
    for (const law of listLaws()) {
      for (const key of ["identification", "licensing", "bulletin"] as const)
        expect(law[key], key).toBeTruthy();
      expect(Object.keys(law.settings).sort()).toEqual([
        "annex",
        "municipalHolidays",
        "updateFactor",
        "upfValue",
      ]);
      expect(Object.keys(law.ctr).sort()).toEqual([
        "contents",
        "destinationReceipt",
        "gate",
        "keptAtWorks",
        "occupancyPermit",
        "required",
        "usageGuide",
      ]);
    }
  });

  it("a law lacking a capability does not compile (tsc checks this file)", () => {
    const { bulletin: _dropped, ...incomplete } = exemploLaw;
    // @ts-expect-error `bulletin` is missing: say notRegulated(article, reason) instead.
    const broken: LawModule = incomplete;
    const silent: LawModule = {
      ...incomplete,
      bulletin: notRegulated("EX Lei nº 1/2026 (silente)", "Não exige."),
    };
    expect(broken.ruleset).toBe(silent.ruleset);
  });
});

/** Nothing outside src/domain/laws/ compares municipality ids or law keys: it asks the law module. */
describe("no law is special-cased outside its folder", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const ids = listLaws().flatMap((l) => [l.municipality.id, l.municipality.lawKey]);
  const comparison = new RegExp(
    `[!=]==\\s*"(${ids.join("|")})"|"(${ids.join("|")})"\\s*[!=]==|lawKey\\s*[!=]==`,
  );
  it.each(files("src").filter((f) => !f.startsWith(join("src", "domain", "laws"))))("%s", (file) => {
    expect(readFileSync(file, "utf8")).not.toMatch(comparison);
  });
});

describe("each hauler reads only its own laws' articles", () => {
  it.each([
    { ids: ["cachoeiras-de-macacu-rj"], numbering: null, size: null, truck: null, digits: null },
    {
      ids: ["juiz-de-fora-mg"],
      numbering: "JF art. 7º, IV",
      size: "JF art. 7º, V",
      truck: "JF art. 18",
      digits: 2,
    },
    {
      ids: ["joao-pessoa-pb", "indiavai-mt"],
      numbering: "JP art. 17, VII",
      size: null,
      truck: null,
      digits: 1,
    },
  ])("$ids", ({ ids, numbering, size, truck, digits }) => {
    expect(haulerTextArticles("numbering", ids)).toBe(numbering);
    expect(haulerTextArticles("maxCacambaSize", ids)).toBe(size);
    expect(haulerTextArticles("truckKind", ids)).toBe(truck);
    expect(minNumberDigits(ids)).toBe(digits);
  });

  it("the planner's default size cites the site's law, or none", () => {
    expect(defaultCacambaSize("juiz-de-fora-mg")).toEqual({
      lengthM: 2.65,
      widthM: 1.76,
      article: "JF art. 7º, V",
    });
    expect(defaultCacambaSize("indiavai-mt")).toEqual({ lengthM: 2.65, widthM: 1.76, article: null });
  });
});
