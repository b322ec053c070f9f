// The device a gallery is shown on when the host does not say (spec/001 §4: the option engine's
// mobile rules apply on 'mobile'). A tablet or phone names itself in its user agent; a browser
// without a fine pointer is a touch device: a phone when its screen is narrow, a tablet otherwise.

import type { DeviceType } from '../../model/options/enums.ts';

/** Narrower screens than this, of a touch device, are phones. */
const PHONE_MAX_SCREEN_WIDTH = 768;

export interface DeviceClues {
  userAgent: string;
  /** Whether the primary pointer is coarse (a finger). */
  coarsePointer: boolean;
  screenWidth: number;
}

export function deviceTypeOf({ userAgent, coarsePointer, screenWidth }: DeviceClues): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  if (coarsePointer) return screenWidth < PHONE_MAX_SCREEN_WIDTH ? 'mobile' : 'tablet';
  return 'desktop';
}

/** The device this page runs on; 'desktop' where there is no browser (server rendering). */
export function detectDeviceType(): DeviceType {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'desktop';
  return deviceTypeOf({
    userAgent: navigator.userAgent,
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    screenWidth: window.screen?.width ?? window.innerWidth,
  });
}
