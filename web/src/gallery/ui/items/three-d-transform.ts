// The 3D scene transform of the options (spec/001 §3 behaviourParams.item.threeDimensionalScene:
// rotation, scale and position, each a string "x<n>y<n>z<n>", default rotation x0y0z0, scale
// x1y1z1, position x0y0z0) and how the 3D viewer (model-viewer) takes it.

export interface Vector3 {
  x: number;
  y: number;
  z: number;
}

const NUMBER = String.raw`\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*`;
const TRANSFORM = new RegExp(`^\\s*x${NUMBER}y${NUMBER}z${NUMBER}$`, 'i');

/** The vector a transform string names, or `fallback` when the string is not one. */
export function parseTransform(value: unknown, fallback: Vector3): Vector3 {
  if (typeof value !== 'string') return fallback;
  const match = TRANSFORM.exec(value);
  if (match === null) return fallback;
  const [x, y, z] = match.slice(1).map(Number);
  return [x, y, z].every(Number.isFinite) ? { x, y, z } : fallback;
}

/** model-viewer's `orientation`: roll (about z), pitch (about x), yaw (about y). The rotation is in
 *  radians, as three.js reads an object's rotation. */
export function orientationOf(rotation: Vector3): string {
  return `${rotation.z}rad ${rotation.x}rad ${rotation.y}rad`;
}

export function scaleOf(scale: Vector3): string {
  return `${scale.x} ${scale.y} ${scale.z}`;
}

/** model-viewer cannot move a model; it moves what the camera looks at instead, which shows the
 *  model moved by `position` from the scene's origin. Null (the model's centre) for no move. */
export function cameraTargetOf(position: Vector3): string | null {
  const { x, y, z } = position;
  if (x === 0 && y === 0 && z === 0) return null;
  return `${-x}m ${-y}m ${-z}m`;
}
