// Whether a gallery's options are type-checked (spec/002 §5): never when server-rendered; in the
// browser when the host's prop shouldValidateTypes is true or the page's URL query parameter
// shouldValidateTypes is 'true'.

/** The URL query parameter that turns type validation on. */
export const SHOULD_VALIDATE_TYPES_PARAMETER = 'shouldValidateTypes';

export function shouldValidateTypes(prop: boolean | undefined): boolean {
  if (typeof window === 'undefined') return false;
  if (prop === true) return true;
  return (
    new URLSearchParams(window.location.search).get(SHOULD_VALIDATE_TYPES_PARAMETER) === 'true'
  );
}
