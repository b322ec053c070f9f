import { createContext } from 'react';

/** The normalised span of each cell of the layout, by the cell's index. */
export const LayoutSpansContext = createContext<readonly number[]>([]);
