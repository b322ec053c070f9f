// Writes the demo's sample pictures: 24 SVG files of varied aspect ratios under
// web/src/app/public/samples/, and the list the demo reads, web/src/app/samples.json.
// Deterministic: running it again rewrites the same bytes. Run: npx node scripts/make-samples.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../bindings/testing/seeded-random.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'web/src/app/public/samples');
const listFile = join(root, 'web/src/app/samples.json');

interface Palette {
  name: string;
  from: string;
  to: string;
  ink: string;
}

const PALETTES: Palette[] = [
  { name: 'dawn', from: '#ffb88c', to: '#de6262', ink: '#fff4ec' },
  { name: 'lagoon', from: '#43cea2', to: '#185a9d', ink: '#e8fff7' },
  { name: 'dusk', from: '#614385', to: '#516395', ink: '#f1eaff' },
  { name: 'meadow', from: '#c6ea8d', to: '#3e8e41', ink: '#f7ffe9' },
  { name: 'ember', from: '#f7971e', to: '#c0392b', ink: '#fff6e5' },
  { name: 'glacier', from: '#e0eafc', to: '#6b8cce', ink: '#20304f' },
  { name: 'orchid', from: '#f3a6d0', to: '#8e44ad', ink: '#fff0fa' },
  { name: 'sand', from: '#f5e6c8', to: '#c9a66b', ink: '#4a3a20' },
];

const MOTIFS = ['hills', 'circles', 'waves', 'stripes'] as const;
type Motif = (typeof MOTIFS)[number];

// Width and height of each sample: landscapes, portraits, squares, panoramas and tall strips.
const SIZES: Array<[number, number]> = [
  [1600, 1200],
  [1080, 1620],
  [1200, 1200],
  [1920, 1080],
  [900, 1600],
  [1500, 1000],
  [1000, 1500],
  [2100, 900],
  [1250, 1000],
  [1000, 1250],
  [1800, 900],
  [800, 1600],
  [1400, 1050],
  [1200, 1800],
  [1600, 1600],
  [1600, 900],
  [960, 1440],
  [2400, 1000],
  [1350, 1080],
  [1080, 1350],
  [2000, 1000],
  [700, 1400],
  [1440, 960],
  [1100, 1650],
];

const r1 = (x: number) => Math.round(x * 10) / 10;

function motif(kind: Motif, w: number, h: number, ink: string, rnd: () => number): string {
  const shapes: string[] = [];
  if (kind === 'hills') {
    for (let layer = 0; layer < 3; layer++) {
      const base = h * (0.55 + layer * 0.14);
      let d = `M0 ${r1(base)}`;
      const steps = 5;
      for (let i = 1; i <= steps; i++) {
        const x = (w * i) / steps;
        const cx = x - w / steps / 2;
        d += ` Q${r1(cx)} ${r1(base - h * (0.08 + rnd() * 0.14))} ${r1(x)} ${r1(base + h * (rnd() - 0.5) * 0.05)}`;
      }
      d += ` L${w} ${h} L0 ${h} Z`;
      shapes.push(`<path d="${d}" fill="${ink}" fill-opacity="${0.14 + layer * 0.1}"/>`);
    }
    shapes.push(
      `<circle cx="${r1(w * (0.2 + rnd() * 0.6))}" cy="${r1(h * 0.28)}" r="${r1(Math.min(w, h) * 0.09)}" fill="${ink}" fill-opacity="0.75"/>`,
    );
  } else if (kind === 'circles') {
    for (let i = 0; i < 9; i++) {
      const r = Math.min(w, h) * (0.05 + rnd() * 0.18);
      shapes.push(
        `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h)}" r="${r1(r)}" fill="${ink}" fill-opacity="${r1(0.1 + rnd() * 0.25)}"/>`,
      );
    }
  } else if (kind === 'waves') {
    for (let i = 0; i < 6; i++) {
      const y = h * (0.2 + i * 0.13);
      const a = h * (0.03 + rnd() * 0.04);
      shapes.push(
        `<path d="M0 ${r1(y)} C${r1(w * 0.25)} ${r1(y - a * 2)} ${r1(w * 0.5)} ${r1(y + a * 2)} ${r1(w * 0.75)} ${r1(y)} S${r1(w * 1.1)} ${r1(y - a)} ${r1(w * 1.25)} ${r1(y)}" fill="none" stroke="${ink}" stroke-opacity="${r1(0.2 + i * 0.08)}" stroke-width="${r1(Math.min(w, h) * 0.012)}"/>`,
      );
    }
  } else {
    const band = Math.max(w, h) / 10;
    for (let i = -10; i < 20; i += 2) {
      const x = i * band;
      shapes.push(
        `<path d="M${r1(x)} 0 L${r1(x + band)} 0 L${r1(x + band - h)} ${h} L${r1(x - h)} ${h} Z" fill="${ink}" fill-opacity="0.1"/>`,
      );
    }
  }
  return shapes.join('\n  ');
}

function sample(index: number, w: number, h: number): { svg: string; alt: string } {
  const rnd = seededRandom(index * 7919 + 17);
  const palette = PALETTES[index % PALETTES.length];
  const kind = MOTIFS[index % MOTIFS.length];
  const angle = Math.round(rnd() * 360);
  const font = Math.round(Math.min(w, h) * 0.09);
  const label = `${w} × ${h}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${motif(kind, w, h, palette.ink, rnd)}
  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="${font}" fill="${palette.ink}">${label}</text>
  <text x="50%" y="${r1(h / 2 + font * 1.1)}" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(font * 0.4)}" fill="${palette.ink}" fill-opacity="0.85">sample ${String(index + 1).padStart(2, '0')}</text>
</svg>
`;
  return { svg, alt: `Sample ${index + 1}: ${palette.name} ${kind}, ${w} by ${h}` };
}

mkdirSync(outDir, { recursive: true });
const list = SIZES.map(([width, height], i) => {
  const name = `${String(i + 1).padStart(2, '0')}.svg`;
  const { svg, alt } = sample(i, width, height);
  writeFileSync(join(outDir, name), svg);
  return { id: `sample-${i + 1}`, width, height, url: `samples/${name}`, alt };
});
writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
console.log(`make-samples: ${list.length} pictures in ${outDir}`);
