// Typography (spec/000 §9): font sizes per text type on desktop and mobile, and the line height.

export const HEADING_TYPES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type SizedTextType = 'p' | (typeof HEADING_TYPES)[number];
export type FontSizes = Readonly<Record<SizedTextType, number>>;

export const DESKTOP_FONT_SIZES: FontSizes = {
  p: 16,
  h1: 40,
  h2: 28,
  h3: 24,
  h4: 20,
  h5: 18,
  h6: 16,
};
export const MOBILE_FONT_SIZES: FontSizes = {
  p: 14,
  h1: 32,
  h2: 24,
  h3: 20,
  h4: 20,
  h5: 16,
  h6: 14,
};
export const LINE_HEIGHT = 1.5;

export interface TypographyInput {
  fontFamily?: string;
  lineHeight?: number | string;
  desktop?: Partial<Record<SizedTextType, number>>;
  mobile?: Partial<Record<SizedTextType, number>>;
}

export function fontSizesFor(
  isMobile: boolean,
  typography: TypographyInput | undefined,
): FontSizes {
  return isMobile
    ? { ...MOBILE_FONT_SIZES, ...typography?.mobile }
    : { ...DESKTOP_FONT_SIZES, ...typography?.desktop };
}
