/**
 * Lets code outside React (the request layer, the session store) navigate through the router
 * instead of reloading the page. The router installs its `navigate` at start.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export const setNavigator = (fn: Navigate) => {
  navigateImpl = fn;
};
export const goTo = async (to: string, opts?: { replace?: boolean }) => navigateImpl(to, opts);
