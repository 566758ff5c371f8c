import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DefaultMantineColor,
  Group,
  type MantineColorsTuple,
  PasswordInput,
} from "@mantine/core";
import { inputDefaults } from "./input-defaults";
import { wrappingBadge } from "./ui/badge-theme";
import { wrappingButton } from "./ui/button-theme";

/**
 * Mantine's palettes with shades 6–9 darkened so that every way the app uses a colour reads at WCAG 2.1 AA
 * (1.4.3 text 4.5:1, 1.4.11 focus rings and bars 3:1): shade 6 is the filled background under white text,
 * the `c="red"` text colour, outlines and links (≥ 4.5:1 on white and on gray.1); shade 9 is the light
 * variant's text on shade 1 (≥ 4.5:1, e.g. "Sair" and the active menu item). Shades 0–5 (tints for
 * backgrounds) stay Mantine's. Orange keeps the brand, one step towards red-brown.
 * `tests/unit/theme-contrast.test.ts` measures these pairs.
 */
const darker = (name: DefaultMantineColor, shades: [string, string, string, string]) =>
  [
    ...(DEFAULT_THEME.colors[name] as MantineColorsTuple).slice(0, 6),
    ...shades,
  ] as unknown as MantineColorsTuple;

export const PALETTE = {
  orange: darker("orange", ["#c2410c", "#a8380b", "#9a3412", "#7c2d12"]),
  gray: darker("gray", ["#656d75", "#495057", "#343a40", "#212529"]),
  red: darker("red", ["#ce0606", "#b70e0e", "#9d1818", "#8a1d1d"]),
  pink: darker("pink", ["#c01a55", "#a82250", "#951c47", "#86183e"]),
  grape: darker("grape", ["#9c25b9", "#862c9c", "#752988", "#682479"]),
  violet: darker("violet", ["#6536f0", "#5728e4", "#4e27c3", "#472d94"]),
  indigo: darker("indigo", ["#254ff3", "#1841e7", "#2240b9", "#283b95"]),
  blue: darker("blue", ["#1467af", "#145b9b", "#12508a", "#11477a"]),
  cyan: darker("cyan", ["#0e7381", "#0b6573", "#085a67", "#08505d"]),
  teal: darker("teal", ["#0c7757", "#086b4d", "#065d42", "#05543c"]),
  green: darker("green", ["#277836", "#216c2f", "#1c5f29", "#1b5626"]),
  lime: darker("lime", ["#4d7712", "#436b0d", "#3a5f09", "#355507"]),
  yellow: darker("yellow", ["#8e6403", "#855600", "#7d4900", "#763d00"]),
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  primaryColor: "orange",
  primaryShade: 6,
  colors: PALETTE,
  focusRing: "auto",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
  components: {
    ...inputDefaults,
    Badge: wrappingBadge,
    Button: wrappingButton,
    // A grown Group's items wrap onto the next line when the row is short (a 360 px phone) instead of each
    // being held to 1/n of it, which cut a button's word ("Adi", "Usar cc").
    Group: Group.extend({ defaultProps: { preventGrowOverflow: false } }),
    // 1.4.1: a link is told apart from the text around it by its underline, not by its colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // Mantine leaves the show-password button out of the Tab order (tabIndex -1) and names it in English.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { "aria-label": "Mostrar a senha" },
      },
    }),
  },
});

/** Placeholders at the dimmed grey too (Mantine's gray.5 is 2.07:1 on white). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-placeholder": "var(--mantine-color-gray-6)" },
  dark: {},
});
