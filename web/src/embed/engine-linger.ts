/** How long the page's engine outlives its last gallery (page-engine.ts). */
export const ENGINE_LINGER_MS = 5000;
