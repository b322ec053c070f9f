// The strip's offset memory (strip-window.ts) kept across renders: it follows the current item.

import { useState } from 'react';
import { nextMemory } from './strip-window.ts';

export function useOffsetMemory(current: number, itemsCount: number, loop: boolean): number {
  const [memory, setMemory] = useState({ slot: current, current });
  if (memory.current !== current) {
    const next = {
      slot: nextMemory(memory.slot, memory.current, current, itemsCount, loop),
      current,
    };
    setMemory(next);
    return next.slot;
  }
  return memory.slot;
}
