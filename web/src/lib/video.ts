// `tessera/video`: video links (spec/001 §5) and media addresses (spec/000 §5).

export * from '../media/index.ts';
