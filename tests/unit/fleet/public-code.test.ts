import { describe, expect, it } from "vitest";
import {
  formatPublicCode,
  generatePublicCode,
  normalizePublicCode,
  PUBLIC_CODE_ALPHABET,
  PUBLIC_CODE_LENGTH,
} from "@/lib/public-code";

describe("public codes a person can type", () => {
  it("uses an alphabet without look-alikes: no O, I, L or U, 32 symbols", () => {
    expect(PUBLIC_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(PUBLIC_CODE_ALPHABET).size).toBe(32);
    expect(PUBLIC_CODE_ALPHABET).not.toMatch(/[OILU a-z]/);
  });

  it("draws new codes of 10 symbols from it, all of them used", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generatePublicCode();
      expect(code).toMatch(new RegExp(`^[${PUBLIC_CODE_ALPHABET}]{${PUBLIC_CODE_LENGTH}}$`));
      expect(normalizePublicCode(code)).toBe(code);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(32);
  });

  it("reads any case, spaces, dashes and the look-alikes typed for 0 and 1", () => {
    expect(normalizePublicCode("7K3QD-M9XPA")).toBe("7K3QDM9XPA");
    expect(normalizePublicCode(" 7k3qd m9xpa ")).toBe("7K3QDM9XPA");
    expect(normalizePublicCode("7k3qd-m9xpa")).toBe("7K3QDM9XPA");
    expect(normalizePublicCode("O1ILo-10lIO")).toBe("0111010110");
    expect(normalizePublicCode("oIlLo 1OlIo")).toBe("0111010110");
  });

  it("refuses what cannot be a code of this alphabet (older base64url codes are looked up as written)", () => {
    expect(normalizePublicCode("dOsrDSDN")).toBeNull();
    expect(normalizePublicCode("7K3QD-M9XP")).toBeNull();
    expect(normalizePublicCode("7K3QD-M9XPU")).toBeNull();
    expect(normalizePublicCode("7K3QD/M9XPA")).toBeNull();
    expect(normalizePublicCode("")).toBeNull();
  });

  it("prints a code in two groups of five, and an older code exactly as stored", () => {
    expect(formatPublicCode("7K3QDM9XPA")).toBe("7K3QD-M9XPA");
    expect(formatPublicCode("dOsrDSDN")).toBe("dOsrDSDN");
  });
});
