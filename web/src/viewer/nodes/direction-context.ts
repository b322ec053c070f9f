import { createContext } from 'react';

/** The direction a block sets for what it holds (a collapsible list's LTR or RTL); undefined
 *  where no block sets one, and the viewer's direction applies. */
export const BlockDirectionContext = createContext<'ltr' | 'rtl' | undefined>(undefined);
