// The package's main entry (`tessera`): the React components, <Gallery> and <Viewer>, with their
// props, events and constants. Their stylesheet is `tessera/style.css`, imported once by the page.
// Server rendering is `tessera/server`; the engine, the option engine, image addresses and video
// links have entries of their own (README "Installing the package").

export * from '../gallery/ui/index.ts';
export * from '../viewer/index.ts';
