// No import cycles among the modules of each Rust crate (DESIGN.md "No import cycles"): a reader
// can take the modules bottom up, each one standing on the ones below it.
//
// What counts as an edge from module m to module n (n a module of the same crate):
// - a path through the crate root: `use crate::n::..`, `use crate::{n, n::x}`, `crate::n::f(..)`
//   in code; `crate::Item` (an item of the crate root itself) is an edge to the root, `lib`;
// - `super::` (to the parent module; in a file's inline module, the file's own module);
// - a path through a child module, relative: `n::f` or `self::n::f` where n is a module declared
//   under m (the crate root's `pub use layout::compute_layout` is an edge lib -> layout).
// `mod n;` declarations are the module tree, not edges. Comments and string literals are skipped.
// Unit tests are left out: `*_tests.rs` files and `#[cfg(test)]` modules may use any module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** A crate's source files: path under `src/` (e.g. `rows.rs`, `a/b.rs`) to text. */
type CrateSources = Map<string, string>;

/** Module name of a file under `src/`: `lib` for the crate root, `a::b` for `a/b.rs` or `a/b/mod.rs`. */
function moduleOf(file: string): string {
  if (file === 'lib.rs') return 'lib';
  return file
    .replace(/(\/mod)?\.rs$/, '')
    .split('/')
    .join('::');
}

/** `text` with comments, string literals and `#[cfg(test)]` items blanked out. */
function codeOnly(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
    } else if (text[i] === '"' && !/[\w']/.test(text[i - 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      out += '""';
    } else {
      out += text[i++];
    }
  }
  return withoutTestItems(out);
}

/** `code` without the item each `#[cfg(test)]` marks (an inline module or a `mod x;`). */
function withoutTestItems(code: string): string {
  const marker = /#\[cfg\(test\)\]/g;
  let out = '';
  let from = 0;
  for (let match = marker.exec(code); match; match = marker.exec(code)) {
    if (match.index < from) continue;
    out += code.slice(from, match.index);
    // The item runs to its first `;` at depth 0, or to the brace that closes its first `{`.
    let depth = 0;
    let j = match.index + match[0].length;
    for (; j < code.length; j++) {
      if (code[j] === '{') depth++;
      else if (code[j] === '}' && --depth === 0) break;
      else if (code[j] === ';' && depth === 0) break;
    }
    from = j + 1;
    marker.lastIndex = from;
  }
  return out + code.slice(from);
}

/** The first path segment of each top-level entry of a `{a, b::c, d::{e, f}}` group at `open`. */
function groupHeads(code: string, open: number): string[] {
  const heads: string[] = [];
  let depth = 0;
  let entry = '';
  for (let j = open; j < code.length; j++) {
    const c = code[j];
    if (c === '{' && depth++ === 0) continue;
    if (c === '}' && --depth === 0) {
      heads.push(entry);
      break;
    }
    if (c === ',' && depth === 1) {
      heads.push(entry);
      entry = '';
    } else if (depth === 1) entry += c;
  }
  return heads.map((head) => head.trim().split('::')[0].trim()).filter((head) => head !== '');
}

/** How many inline `mod x { .. }` blocks enclose position `at` of `code`. */
function inlineDepth(code: string, at: number): number {
  let depth = 0;
  const opener = /\bmod\s+\w+\s*\{/g;
  for (let match = opener.exec(code); match && match.index < at; match = opener.exec(code)) {
    let braces = 0;
    let j = match.index + match[0].length - 1;
    for (; j < code.length; j++) {
      if (code[j] === '{') braces++;
      else if (code[j] === '}' && --braces === 0) break;
    }
    if (j > at) depth++;
  }
  return depth;
}

/** The module-to-module edges of one crate, module -> the modules it uses (itself left out). */
export function moduleGraph(sources: CrateSources): Map<string, Set<string>> {
  const modules = new Set([...sources.keys()].map(moduleOf));
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of sources) {
    if (file.endsWith('_tests.rs')) continue;
    const self = moduleOf(file);
    const uses = new Set<string>();
    const add = (target: string) => {
      if (target !== self) uses.add(target);
    };
    const code = codeOnly(text);
    // The top-level module a crate path leads to, or the crate root for an item of its own.
    const throughRoot = (name: string) => (modules.has(name) ? name : 'lib');
    for (const match of code.matchAll(/\bcrate::(\{|[A-Za-z_]\w*)/g)) {
      const heads = match[1] === '{' ? groupHeads(code, match.index + 7) : [match[1]];
      for (const head of heads) add(throughRoot(head));
    }
    const parent = self.includes('::') ? self.slice(0, self.lastIndexOf('::')) : 'lib';
    for (const match of code.matchAll(/\bsuper::/g)) {
      const before = code.slice(Math.max(0, match.index - 7), match.index);
      if (before.endsWith('super::')) continue;
      if (inlineDepth(code, match.index) === 0) add(self === 'lib' ? 'lib' : parent);
    }
    const prefix = self === 'lib' ? '' : `${self}::`;
    for (const match of code.matchAll(/(?<![:\w])([a-z_]\w*)::/g)) {
      const child = prefix + match[1];
      if (modules.has(child)) add(child);
    }
    for (const match of code.matchAll(/\bself::([a-z_]\w*)/g)) {
      if (modules.has(prefix + match[1])) add(prefix + match[1]);
    }
    graph.set(self, uses);
  }
  return graph;
}

/** One cycle of `graph` as the modules along it (the first repeated at the end), or none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (module: string): string[] | undefined => {
    if (state.get(module) === 'done') return undefined;
    if (state.get(module) === 'open') return [...path.slice(path.indexOf(module)), module];
    state.set(module, 'open');
    path.push(module);
    for (const next of [...(graph.get(module) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(module, 'done');
    return undefined;
  };
  for (const module of [...graph.keys()].sort()) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return undefined;
}

function crateSources(dir: string): CrateSources {
  const sources: CrateSources = new Map();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.rs'))
        sources.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return sources;
}

const CRATES = readdirSync(join(ROOT, 'crates')).sort();

describe('the module graph of a crate', () => {
  const sources = (files: Record<string, string>): CrateSources => new Map(Object.entries(files));

  test('reads every form of use as an edge, and skips comments, strings and unit tests', () => {
    const graph = moduleGraph(
      sources({
        'lib.rs': 'pub mod a; pub mod b; pub mod c; pub mod d; pub use a::f;',
        'a.rs': 'use crate::{b, c::{x, y}};\n// crate::d::g()\nconst S: &str = "crate::d";',
        'b.rs': 'fn f() { crate::c::g(1) } #[cfg(test)] mod tests { use crate::d::h; }',
        'c.rs': 'pub mod inner; pub mod other; use crate::Summary; mod local { use super::x; }',
        'c/inner.rs': 'use super::x;',
        'c/other.rs': 'use self::x; fn f() { super::inner::g() }',
        'd.rs': '#[cfg(test)]\n#[path = "d_tests.rs"]\nmod tests;',
        'd_tests.rs': 'use crate::a::f;',
      }),
    );
    expect(graph.get('lib')).toEqual(new Set(['a']));
    expect(graph.get('a')).toEqual(new Set(['b', 'c']));
    expect(graph.get('b')).toEqual(new Set(['c']));
    expect(graph.get('c')).toEqual(new Set(['lib']));
    expect(graph.get('c::inner')).toEqual(new Set(['c']));
    expect(graph.get('c::other')).toEqual(new Set(['c']));
    expect(graph.get('d')).toEqual(new Set());
    expect(graph.has('d_tests')).toBe(false);
  });

  test('names a cycle when there is one', () => {
    const graph = moduleGraph(
      sources({
        'lib.rs': 'pub mod rows; pub mod strip; pub mod frame;',
        'rows.rs': 'use crate::strip::Strips; use crate::frame::frame;',
        'strip.rs': 'fn place() { let limit = crate::rows::LIMIT; }',
        'frame.rs': '',
      }),
    );
    expect(findCycle(graph)).toEqual(['rows', 'strip', 'rows']);
    graph.get('strip')?.delete('rows');
    expect(findCycle(graph)).toBeUndefined();
  });

  test('a module using the crate root, which uses it back, is a cycle', () => {
    const graph = moduleGraph(
      sources({
        'lib.rs': 'pub mod append; pub fn compute() { append::lay_out() }',
        'append.rs': 'use crate::LayoutSummary;',
      }),
    );
    expect(findCycle(graph)).toEqual(['append', 'lib', 'append']);
  });
});

describe.each(CRATES)('crates/%s', (name) => {
  const graph = moduleGraph(crateSources(join(ROOT, 'crates', name, 'src')));

  test('its modules import one another without a cycle', () => {
    const cycle = findCycle(graph);
    expect(cycle && `import cycle: ${cycle.join(' -> ')}`).toBeUndefined();
  });
});

test('the layout crate is read whole: its dispatcher and the steps it leads to', () => {
  const graph = moduleGraph(crateSources(join(ROOT, 'crates/layout/src')));
  expect(graph.size).toBeGreaterThan(25);
  expect(graph.get('lib')).toContain('layout');
  expect([...(graph.get('layout') ?? [])]).toEqual(
    expect.arrayContaining(['rows', 'columns', 'scatter']),
  );
  expect(graph.get('rows')).toContain('strip');
  expect(graph.get('append')).toContain('layout');
});
