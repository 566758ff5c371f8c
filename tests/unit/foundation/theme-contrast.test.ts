import { describe, expect, it } from "vitest";
import { PALETTE, theme } from "@/components/theme";

/** WCAG 2.1 relative luminance and contrast ratio of two `#rrggbb` colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = "#ffffff";
const GRAY_1 = PALETTE.gray[1];

/**
 * The pairs Mantine draws from the theme (1.4.3 text 4.5:1): shade 6 is the filled background under white
 * text, coloured text (`c="red"`), outlines, links and the focus ring; shade 9 on shade 1 is the light
 * variant (the active menu item, "Sair", alerts); gray.6 is the dimmed text, also on gray.1 rows.
 */
describe("theme colours read at WCAG 2.1 AA", () => {
  it("the brand stays orange and is the primary colour", () => {
    expect(theme.primaryColor).toBe("orange");
    expect(theme.primaryShade).toBe(6);
  });

  for (const [name, shades] of Object.entries(PALETTE)) {
    it(`${name}: shades 6–9 at 4.5:1 on white and gray.1, shade 9 at 4.5:1 on shade 1`, () => {
      for (const i of [6, 7, 8, 9]) {
        expect(contrast(shades[i] ?? "", WHITE), `${name}.${i} on white`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(shades[i] ?? "", GRAY_1), `${name}.${i} on gray.1`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(shades[9] ?? "", shades[1] ?? ""), `${name}.9 on ${name}.1`).toBeGreaterThanOrEqual(
        4.5,
      );
    });
  }

  it("the text-field border (accessibility.css) at 3:1 on white", () => {
    expect(contrast("#868e96", WHITE)).toBeGreaterThanOrEqual(3);
  });
});
