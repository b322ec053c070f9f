// Reads layout options by flat name. A value of the wrong type or outside its enumeration falls
// back to the default and is reported with the schema messages of spec/001 §5.

import { LAYOUT_DEFAULTS, type LayoutOptionName } from './defaults.ts';
import type { FlatOptions } from './flatten.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

export interface OptionProblem {
  /** Where the bad value is, as a JSON pointer into the nested options: /layoutParams/structure/itemSpacing. */
  path: string;
  keyword: 'type' | 'enum' | 'const';
  message: string;
}

export type ProblemReporter = (problem: OptionProblem) => void;

export function optionPath(name: string): string {
  return `/${name.split('_').join('/')}`;
}

export interface OptionReader {
  number(name: LayoutOptionName): number;
  boolean(name: LayoutOptionName): boolean;
  oneOf<T extends string>(name: LayoutOptionName, allowed: readonly T[]): T;
  numberList(name: LayoutOptionName): number[];
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function optionReader(flat: FlatOptions, report: ProblemReporter = () => {}): OptionReader {
  function read<T>(
    name: LayoutOptionName,
    accept: (value: unknown) => T | undefined,
    problem: Omit<OptionProblem, 'path'>,
  ): T {
    const value = flat[name];
    if (value !== undefined) {
      const accepted = accept(value);
      if (accepted !== undefined) return accepted;
      report({ path: optionPath(name), ...problem });
    }
    return accept(LAYOUT_DEFAULTS[name]) as T;
  }

  return {
    number: (name) =>
      read(name, (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined), {
        keyword: 'type',
        message: SCHEMA_MESSAGES.number,
      }),
    boolean: (name) =>
      read(name, (v) => (typeof v === 'boolean' ? v : undefined), {
        keyword: 'type',
        message: SCHEMA_MESSAGES.boolean,
      }),
    oneOf: (name, allowed) =>
      read(
        name,
        (v) => (allowed.includes(v as never) ? (v as (typeof allowed)[number]) : undefined),
        {
          keyword: 'enum',
          message: SCHEMA_MESSAGES.enum,
        },
      ),
    numberList: (name) =>
      read(
        name,
        (v) => {
          if (!Array.isArray(v)) return undefined;
          const numbers = v.map(toNumber);
          return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
        },
        { keyword: 'type', message: SCHEMA_MESSAGES.array },
      ),
  };
}
