import { createContext } from 'react';

/**
 * Whether the page draws its own navigation chrome (a page header's back control). Inside the
 * operator's app in native mode the app draws its own back, so the layout turns this off.
 */
export const PageChromeContext = createContext<{ back: boolean }>({ back: true });
