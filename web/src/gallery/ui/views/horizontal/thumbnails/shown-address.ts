// A picture address a thumbnail may load: http(s), blob or one without a scheme (a path); never
// javascript: or data: from untrusted content.

export function shownAddress(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const text = address.trim();
  if (text === '') return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
  if (scheme === null) return text;
  return ['http', 'https', 'blob'].includes(scheme[1].toLowerCase()) ? text : undefined;
}
