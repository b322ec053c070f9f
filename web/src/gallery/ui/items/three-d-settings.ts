// The options a 3D item runs on (spec/001 §3 behaviourParams.item.threeDimensionalScene; the
// defaults of spec/001 §9 and spec/002 §9: zoom off; pan, rotate and auto-rotate on; play trigger
// HOVER), read from the processed flat options, and the attributes of the 3D viewer they give.

import type { FlatOptions } from '../../model/index.ts';
import {
  cameraTargetOf,
  orientationOf,
  parseTransform,
  scaleOf,
  type Vector3,
} from './three-d-transform.ts';

export type ThreeDPlayTrigger = 'AUTO' | 'CLICK' | 'HOVER';

export interface ThreeDSettings {
  playTrigger: ThreeDPlayTrigger;
  enableZoom: boolean;
  enableRotate: boolean;
  enablePan: boolean;
  enableAutoRotate: boolean;
  enablePlayButton: boolean;
  enablePlaceholder: boolean;
  rotation: Vector3;
  scale: Vector3;
  position: Vector3;
}

const PREFIX = 'behaviourParams_item_threeDimensionalScene_';
const ORIGIN: Vector3 = { x: 0, y: 0, z: 0 };
const UNIT: Vector3 = { x: 1, y: 1, z: 1 };

function flag(options: FlatOptions, name: string, fallback: boolean): boolean {
  const value = options[PREFIX + name];
  return typeof value === 'boolean' ? value : fallback;
}

function triggerOf(value: unknown): ThreeDPlayTrigger {
  return value === 'AUTO' || value === 'CLICK' ? value : 'HOVER';
}

export function threeDSettings(options: FlatOptions): ThreeDSettings {
  return {
    playTrigger: triggerOf(options[PREFIX + 'playTrigger']),
    enableZoom: flag(options, 'controls_enableZoom', false),
    enableRotate: flag(options, 'controls_enableRotate', true),
    enablePan: flag(options, 'controls_enablePan', true),
    enableAutoRotate: flag(options, 'controls_enableAutoRotate', true),
    enablePlayButton: flag(options, 'enablePlayButton', false),
    enablePlaceholder: flag(options, 'enablePlaceholder', true),
    rotation: parseTransform(options[PREFIX + 'transform_rotation'], ORIGIN),
    scale: parseTransform(options[PREFIX + 'transform_scale'], UNIT),
    position: parseTransform(options[PREFIX + 'transform_position'], ORIGIN),
  };
}

export interface ViewerModel {
  src: string;
  poster: string | undefined;
  alt: string;
}

/** An attribute's value, or null for an attribute the viewer must not have. */
export type ViewerAttributes = Record<string, string | null>;

const PRESENT = '';
const present = (on: boolean): string | null => (on ? PRESENT : null);

/**
 * The `<model-viewer>` attributes for a model under `settings`, `playing` or not. Auto-rotation runs
 * only while the item plays (its play trigger), and starts at once rather than after model-viewer's
 * default delay. model-viewer has no switch for rotation alone: without it, the orbit is held at
 * its starting angles (the horizontal one left free for auto-rotation when that is on).
 */
export function viewerAttributes(
  model: ViewerModel,
  settings: ThreeDSettings,
  playing: boolean,
): ViewerAttributes {
  const { enableZoom, enablePan, enableRotate, enableAutoRotate } = settings;
  const heldOrbit = enableAutoRotate ? 'auto 75deg auto' : '0deg 75deg auto';
  return {
    src: model.src,
    poster: model.poster ?? null,
    alt: model.alt,
    'camera-controls': present(enableZoom || enablePan || enableRotate),
    'disable-zoom': present(!enableZoom),
    'disable-pan': present(!enablePan),
    'min-camera-orbit': enableRotate ? null : heldOrbit,
    'max-camera-orbit': enableRotate ? null : heldOrbit,
    'auto-rotate': present(enableAutoRotate && playing),
    'auto-rotate-delay': '0',
    'interaction-prompt': 'none',
    // The gallery is one tab stop whose arrow keys move between items (spec/002 §5); the viewer's
    // own focusable surface would add a stop inside every 3D item.
    tabindex: '-1',
    orientation: orientationOf(settings.rotation),
    scale: scaleOf(settings.scale),
    'camera-target': cameraTargetOf(settings.position),
  };
}
