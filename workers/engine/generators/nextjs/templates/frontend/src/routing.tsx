"use client";

import NextLink from "next/link";
import { useParams as useRouteParams, usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, type ComponentProps } from "react";

export interface LocationState {
  /** The path a visitor was sent away from (to sign in), to return to after. */
  from?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: LocationState;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { to: string };

/** A link to a path of this app. */
export function Link({ to, ...props }: LinkProps) {
  return <NextLink href={to} {...props} />;
}

function withState(to: string, state?: LocationState): string {
  if (!state?.from) return to;
  return `${to}${to.includes("?") ? "&" : "?"}from=${encodeURIComponent(state.from)}`;
}

/** Only a path of this app is a place to return to (never another site). */
const isAppPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const target = withState(to, options.state);
      if (options.replace) router.replace(target);
      else router.push(target);
    },
    [router],
  );
}

/** Goes to another path as soon as it is shown. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const from = state?.from;
  useEffect(() => {
    navigate(to, { replace, state: from === undefined ? undefined : { from } });
  }, [navigate, to, replace, from]);
  return null;
}

/** The dynamic segments of the current path ([id]), one value each. */
export function useParams(): Record<string, string | undefined> {
  const params = useRouteParams();
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params ?? {})) values[name] = Array.isArray(value) ? value[0] : value;
  return values;
}

/**
 * The current path, and where a redirect came from. The query is read in the browser only, and screens read
 * the state in event handlers, so the server and the browser render the same.
 */
export function useLocation(): { pathname: string; state: LocationState | null } {
  const pathname = usePathname();
  const from = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("from");
  return { pathname, state: from && isAppPath(from) ? { from } : null };
}
