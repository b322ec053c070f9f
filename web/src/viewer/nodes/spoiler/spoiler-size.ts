// The form of a block spoiler's cover at its size (spec/000 §9 "Spoiler"): only the icon when the
// block is under 320 wide or 228 high; the blur small under 400 px wide, medium under 700, large
// above — measured when shown and again 60 ms after a resize settles. Part of the cover chunk;
// the server draws the UNMEASURED_FORM.

export type SpoilerBlur = 'small' | 'medium' | 'large';

export interface SpoilerForm {
  blur: SpoilerBlur;
  iconOnly: boolean;
}

/** How strongly each form blurs, in CSS pixels. */
export const BLUR_PIXELS: Readonly<Record<SpoilerBlur, number>> = {
  small: 8,
  medium: 16,
  large: 24,
};
/** The form drawn before the block is measured (server HTML). */
export const UNMEASURED_FORM: SpoilerForm = { blur: 'medium', iconOnly: false };
export const ICON_ONLY_BELOW = { width: 320, height: 228 } as const;
export const BLUR_BELOW = { small: 400, medium: 700 } as const;
/** spec/000 §9: resize debounce 60 ms (spoiler). */
export const SPOILER_RESIZE_DEBOUNCE_MS = 60;

export function spoilerForm(width: number, height: number): SpoilerForm {
  return {
    blur: width < BLUR_BELOW.small ? 'small' : width < BLUR_BELOW.medium ? 'medium' : 'large',
    iconOnly: width < ICON_ONLY_BELOW.width || height < ICON_ONLY_BELOW.height,
  };
}

/** Tells `onForm` the element's form now and after each resize settles; returns the stop. */
export function watchSpoilerForm(
  element: Element,
  onForm: (form: SpoilerForm) => void,
): () => void {
  const measure = () => {
    const { width, height } = element.getBoundingClientRect();
    onForm(spoilerForm(width, height));
  };
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(measure, SPOILER_RESIZE_DEBOUNCE_MS);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
