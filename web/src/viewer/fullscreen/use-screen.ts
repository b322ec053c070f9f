// The size pictures are asked for: the viewport in CSS pixels, rounded up to a step so that
// resizing a window does not fetch a new picture for every pixel, and the device pixel ratio.

import { useEffect, useState } from 'react';
import type { Screen } from './item-address.ts';

const SIZE_STEP_PX = 100;

function currentScreen(): Screen {
  const step = (value: number) =>
    Math.max(SIZE_STEP_PX, Math.ceil(value / SIZE_STEP_PX) * SIZE_STEP_PX);
  return {
    width: step(window.innerWidth),
    height: step(window.innerHeight),
    devicePixelRatio: window.devicePixelRatio || 1,
  };
}

const sameScreen = (a: Screen, b: Screen) =>
  a.width === b.width && a.height === b.height && a.devicePixelRatio === b.devicePixelRatio;

export function useScreen(): Screen {
  const [screen, setScreen] = useState(currentScreen);
  useEffect(() => {
    const update = () => {
      const next = currentScreen();
      setScreen((previous) => (sameScreen(previous, next) ? previous : next));
    };
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return screen;
}
