import { describe, expect, it } from "vitest";
import { dwellLimit, includedDaysBeyondLaw } from "@/domain/pricing/law-limits";

describe("included days against each law's limit on how long a caçamba stays", () => {
  it("reads JF's 3 business days and says nothing where the law fixes no time", () => {
    expect(dwellLimit("juiz-de-fora-mg")).toMatchObject({
      article: "JF art. 12, §1º",
      days: 3,
      basis: "business",
    });
    for (const silent of ["joao-pessoa-pb", "indiavai-mt", "cachoeiras-de-macacu-rj", "nowhere"])
      expect(dwellLimit(silent)).toBeNull();
    expect(includedDaysBeyondLaw("joao-pessoa-pb", 30, "calendar")).toBeNull();
  });

  it("warns past the limit, in either basis, citing the article", () => {
    expect(includedDaysBeyondLaw("juiz-de-fora-mg", 3, "business")).toBeNull();
    expect(includedDaysBeyondLaw("juiz-de-fora-mg", 3, "calendar")).toBeNull();
    expect(includedDaysBeyondLaw("juiz-de-fora-mg", 4, "business")).toMatch(
      /no máximo 3 dias úteis \(JF art\. 12, §1º\): a locação que inclui 4 dias úteis promete mais/,
    );
    expect(includedDaysBeyondLaw("juiz-de-fora-mg", 1 + 6, "calendar")).toMatch(/inclui 7 dias promete/);
  });
});
