// The reference viewer's server render, run as a black box in a Node process of its own (it needs
// React 16): `node render.mjs '<plan JSON>' <corpus dir> <document name>...` renders each corpus
// document with RicosViewer and every plugin viewer installed here, by React 16's
// renderToStaticMarkup under NODE_ENV=production, and prints one JSON line per document:
// {document, medianMs, withConversionMs, htmlBytes}, or {document, error} when the reference
// throws on it. withConversionMs is the same render with the document's conversion to the Draft
// form timed too: what the reference spends to show a document of this format.
// Run by bench/viewer-render.ts, which installs this folder first (`npm ci --prefix`).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
// The packages' CommonJS builds require their stylesheets; styles play no part in the markup.
for (const extension of ['.css', '.scss']) require.extensions[extension] = () => {};

const React = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const { RicosViewer } = require('ricos-viewer');
// The viewer renders Draft content only; the corpus is in the node format.
const { toDraft } = require('ricos-content/libs/converters');

const viewer = (name) => require(`wix-rich-content-plugin-${name}/viewer`);
const WIX_MEDIA = 'https://static.wixstatic.com/';

/** Every plugin viewer installed here, each with the configuration it needs on a server. */
const plugins = [
  viewer('audio').pluginAudio({ getAudioUrl: (source) => WIX_MEDIA + source.id }),
  viewer('button').pluginActionButton(),
  viewer('button').pluginLinkButton(),
  viewer('code-block').pluginCodeBlock(),
  viewer('collapsible-list').pluginCollapsibleList(),
  viewer('divider').pluginDivider(),
  viewer('emoji').pluginEmoji(),
  viewer('file-upload').pluginFileUpload(),
  viewer('gallery').pluginGallery(),
  viewer('hashtag').pluginHashtag(),
  viewer('html').pluginHtml(),
  viewer('image').pluginImage(),
  viewer('indent').pluginIndent(),
  viewer('line-spacing').pluginLineSpacing(),
  viewer('link').pluginLink(),
  viewer('link-preview').pluginLinkPreview(),
  viewer('map').pluginMap(),
  viewer('mentions').pluginMentions(),
  viewer('social-polls').pluginPoll(),
  viewer('table').pluginTable(),
  viewer('text-color').pluginTextColor(),
  viewer('text-color').pluginTextHighlight(),
  viewer('vertical-embed').pluginVerticalEmbed(),
  viewer('video').pluginVideo(),
];

const [planJson, corpus, ...documents] = process.argv.slice(2);
const plan = JSON.parse(planJson);

const render = (content) =>
  renderToStaticMarkup(React.createElement(RicosViewer, { content, plugins }));

function median(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of `run(input())` timed, `input()` made before the clock starts each time. */
function timed(input, run) {
  for (let i = 0; i < plan.warmupCalls; i++) run(input());
  const samples = [];
  let spent = 0;
  while (samples.length < plan.minSamples || spent < plan.minTotalMs) {
    const value = input();
    const start = process.hrtime.bigint();
    run(value);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    samples.push(ms);
    spent += ms;
  }
  return median(samples);
}

function measure(json) {
  // A document of its own for each render, parsed (and for medianMs converted) before the clock.
  const html = render(toDraft(JSON.parse(json)));
  const medianMs = timed(() => toDraft(JSON.parse(json)), render);
  const withConversionMs = timed(
    () => JSON.parse(json),
    (content) => render(toDraft(content)),
  );
  return { medianMs, withConversionMs, htmlBytes: html.length };
}

for (const document of documents) {
  let figure;
  try {
    figure = { document, ...measure(readFileSync(join(corpus, `${document}.json`), 'utf8')) };
  } catch (error) {
    figure = { document, error: String(error?.message ?? error).split('\n')[0] };
  }
  process.stdout.write(`${JSON.stringify(figure)}\n`);
}
