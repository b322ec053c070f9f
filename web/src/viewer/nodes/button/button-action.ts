import { createContext } from 'react';
import type { RicosNode } from '../../../content/node.ts';

/**
 * What an ACTION button does is the site's business (spec/000 §3 "type LINK, ACTION"): a site
 * provides it around the viewer; the handler receives the button's node.
 */
export type ButtonActionHandler = (node: RicosNode) => void;

export const ButtonActionContext = createContext<ButtonActionHandler | undefined>(undefined);
