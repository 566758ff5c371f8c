import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateAgainst } from "@/server/services/nfse/xsd";
import { sampleDps } from "../../helpers/sample-dps";

const dps = (number: number) => sampleDps(number, "Locação de caçamba", 35000);

describe("XSD check with the schemas compiled once", () => {
  it("checks many documents in a row, each on its own: valid, invalid, valid again", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        validateAgainst(
          "DPS_v1.01.xsd",
          n === 2 ? dps(n).replace("<cTribNac>070901", "<cTribNac>7.09") : dps(n),
        ),
      ),
    );
    expect(answers.map((a) => a.valid)).toEqual([true, false, true]);
    expect(answers[1]?.errors.join()).toContain("cTribNac");
    expect((await validateAgainst("DPS_v1.01.xsd", dps(4))).errors).toEqual([]);
  });

  it("a document that is not XML, or of another schema, fails with the parser's or the schema's words", async () => {
    const broken = await validateAgainst("DPS_v1.01.xsd", "<DPS><infDPS>");
    expect(broken.valid).toBe(false);
    expect(broken.errors.length).toBeGreaterThan(0);
    const other = await validateAgainst("pedRegEvento_v1.01.xsd", dps(5));
    expect(other.valid).toBe(false);
    expect(other.errors.join()).toContain("DPS");
  });

  it("reads no file a document names: an external entity or DTD is refused, never loaded", async () => {
    const ns = 'xmlns="http://www.sped.fazenda.gov.br/nfse"';
    const entity = await validateAgainst(
      "DPS_v1.01.xsd",
      `<?xml version="1.0"?><!DOCTYPE DPS [<!ENTITY x SYSTEM "/etc/hostname">]><DPS ${ns}>&x;</DPS>`,
    );
    const dtd = await validateAgainst(
      "DPS_v1.01.xsd",
      `<?xml version="1.0"?><!DOCTYPE DPS SYSTEM "/etc/hostname"><DPS ${ns}>a</DPS>`,
    );
    const hostname = readFileSync("/etc/hostname", "utf8").trim();
    for (const answer of [entity, dtd]) {
      expect(answer.valid).toBe(false);
      if (hostname) expect(answer.errors.join()).not.toContain(hostname);
    }
  });
});
