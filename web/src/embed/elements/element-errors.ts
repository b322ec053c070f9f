// What the custom elements say on the console when their configuration cannot be used: one line
// naming the element and what failed. The element keeps what it showed before.

export function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  return `<${element.localName}${id}>`;
}

export function reportElementError(element: Element, what: string): void {
  console.error(`Tessera: ${describeElement(element)}: ${what}`);
}

/** The reason of a thrown error, for a message. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
