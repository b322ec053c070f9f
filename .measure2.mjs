import { gzipSync } from 'node:zlib';
import { build } from 'vite';
const entry = process.argv[2];
const result = await build({ configFile: false, logLevel: 'silent', mode: 'production',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: { write: false, minify: true, target: 'es2022', cssCodeSplit: false,
    lib: { entry, formats: ['es'], fileName: 'x' },
    rolldownOptions: { external: (id) => /^react/.test(id) || /context\.ts|data\.ts|english|translate/.test(id) } } });
const out = (Array.isArray(result) ? result : [result]).flatMap((o) => o.output);
for (const i of out) { const c = i.type === 'chunk' ? i.code : i.source; console.log(i.fileName, c.length, gzipSync(c).length); if (process.env.CODE) console.log(c); }
