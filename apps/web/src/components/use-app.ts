import { createContext, useContext } from 'react';
import type { useAppProps } from 'antd/es/app/context';

/**
 * What Ant Design's `App.useApp()` gives (message, notification, modal following the theme and
 * locale), provided by `FeedbackProvider` instead of antd's `App`, whose import carries the
 * dialogs' code into every page that shows a toast (JS of /login).
 */
export const FeedbackContext = createContext<useAppProps>({} as useAppProps);

export const useApp = () => useContext(FeedbackContext);
