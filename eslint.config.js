// The linter of `npm test`: JavaScript's and TypeScript's recommended rules, and React's hooks
// rules for everything that renders. Formatting is Prettier's (`.prettierrc.json`), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['target/', 'dist/', 'node_modules/', '.vitest-attachments/', '.vitest/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The engine and the models run in workers and Node too: they touch no DOM (DESIGN.md).
    files: ['bindings/**/*.ts', 'web/src/content/**/*.ts', 'web/src/gallery/model/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'].map(
          (name) => ({ name, message: 'The engine and the models touch no DOM.' }),
        ),
        ...['HTMLElement', 'Element', 'Node', 'getComputedStyle', 'requestAnimationFrame'].map(
          (name) => ({ name, message: 'The engine and the models touch no DOM.' }),
        ),
      ],
    },
  },
);
