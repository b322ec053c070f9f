// The text settings of the viewer a renderer is in (settings.ts), none when the host gave none.

import { useViewer } from '../context.ts';
import type { TextSettings } from './settings.ts';

const NO_SETTINGS: TextSettings = {};

export function useTextSettings(): TextSettings {
  return useViewer().text ?? NO_SETTINGS;
}
