// The ```html blocks of a README section, for the tests that run the README's pages as written.

export function htmlBlocks(readme: string, section: string, script: string): string[] {
  const start = readme.indexOf(`\n${section}\n`);
  if (start < 0) throw new Error(`README.md has no section "${section}"`);
  const rest = readme.slice(start + section.length + 2);
  const next = rest.search(/^## /m);
  const text = next < 0 ? rest : rest.slice(0, next);
  const blocks = [...text.matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  for (const block of blocks)
    if (!block.includes(script))
      throw new Error(`an html block of README.md's "${section}" does not load ${script}`);
  return blocks;
}
