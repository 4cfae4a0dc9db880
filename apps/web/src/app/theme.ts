import { generate } from '@ant-design/colors';
import { theme as themeConstants } from '@app/contract';

/**
 * Spec 9: the theme colour (default #1E6BD1, or the customer's own) and a palette of 5 shades
 * with 10 lightness steps each, published as CSS variables `--cp-<shade>-<1..10>` so plain
 * CSS and Ant Design tokens read the same colours. Step 6 is the base colour.
 */
export const shadeBases = (primary: string) => ({
  primary,
  success: '#2BA471',
  warning: '#E37318',
  error: '#D54941',
  neutral: '#6B7785',
});

export type Palette = Record<keyof ReturnType<typeof shadeBases>, string[]>;

const validColor = (c: string | undefined) => (c && /^#[0-9a-f]{6}$/i.test(c) ? c : themeConstants.defaultColor);

export function buildPalette(color?: string): Palette {
  const bases = shadeBases(validColor(color));
  return Object.fromEntries(Object.entries(bases).map(([k, base]) => [k, generate(base)])) as Palette;
}

export function applyPalette(palette: Palette, root: HTMLElement = document.documentElement) {
  for (const [shade, steps] of Object.entries(palette))
    steps.forEach((c, i) => root.style.setProperty(`--cp-${shade}-${i + 1}`, c));
}

export const primaryOf = (color?: string) => validColor(color);
