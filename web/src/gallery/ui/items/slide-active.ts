// Whether an item is the current slide of a horizontal gallery (spec/002 §4: the current slide's
// video plays per its trigger, the others stop). Every item of a vertical gallery is.

import { createContext } from 'react';

export const SlideActiveContext = createContext(true);
