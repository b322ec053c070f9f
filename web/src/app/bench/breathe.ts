/** Lets the page draw what changed since the last step: the timing loops hold its thread. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}
