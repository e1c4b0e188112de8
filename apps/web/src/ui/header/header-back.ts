import { createContext, useContext } from 'react';

/**
 * What a header's back arrow does when the screen gives no `onBack`. The app's layout provides it
 * (back in history while that stays in the app, otherwise the screen's logical parent); without a
 * provider the arrow goes back in history.
 */
const HeaderBackContext = createContext<(() => void) | null>(null);

export const HeaderBackProvider = HeaderBackContext.Provider;

export const useHeaderBack = () => useContext(HeaderBackContext);
