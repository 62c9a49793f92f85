/** React Router 7's behaviour, opted into now (the app and its tests route the same way). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
