import { QueryClient } from "@tanstack/react-query";

/**
 * The screens' server cache. A failed load shows its error at once (the screens offer their own
 * Retry), and data is reloaded when a screen opens or an event says it changed, not on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
