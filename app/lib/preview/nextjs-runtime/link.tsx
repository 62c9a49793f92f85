import { Children, cloneElement, isValidElement, type AnchorHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode, type Ref } from "react";
import { navigate } from "./state";

/**
 * next/link in the preview: AppForge's stand-in (not the next package). An <a> with the address as its
 * href; a plain left click on an address of the app moves the router there (pushState, or replaceState
 * with `replace`) and scrolls to the top unless `scroll={false}`; any other click (a new tab, a download,
 * another site) is the browser's. Prefetching has nothing to do: every route is already loaded.
 */

type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | null | undefined>;
export type Url = string | { pathname?: string | null; query?: Query | string | null; search?: string | null; hash?: string | null };

/** An address from next/link's href: a string as it is, or a { pathname, query, hash } object. */
export function formatUrl(href: Url): string {
  if (typeof href === "string") return href;
  let search = href.search ?? "";
  if (!search && href.query) {
    if (typeof href.query === "string") search = href.query;
    else {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(href.query)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined) params.append(name, String(item));
      }
      search = params.toString();
    }
  }
  if (search && !search.startsWith("?")) search = `?${search}`;
  const hash = href.hash ? (href.hash.startsWith("#") ? href.hash : `#${href.hash}`) : "";
  return `${href.pathname ?? ""}${search}${hash}`;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: Url;
  as?: Url;
  replace?: boolean;
  scroll?: boolean;
  prefetch?: boolean | "auto" | null;
  shallow?: boolean;
  locale?: string | false;
  passHref?: boolean;
  legacyBehavior?: boolean;
  onNavigate?: (event: { preventDefault(): void }) => void;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

export default function Link(props: LinkProps) {
  const {
    href,
    as,
    replace,
    scroll,
    onNavigate,
    legacyBehavior,
    onClick,
    children,
    ref,
    prefetch: _prefetch,
    shallow: _shallow,
    locale: _locale,
    passHref: _passHref,
    ...anchor
  } = props;
  const target = formatUrl(as ?? href);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const element = event.currentTarget;
    const frame = element.getAttribute("target");
    if ((frame && frame !== "_self") || element.hasAttribute("download")) return;
    if (new URL(target, location.href).origin !== location.origin) return;
    event.preventDefault();
    let cancelled = false;
    onNavigate?.({ preventDefault: () => (cancelled = true) });
    if (!cancelled) navigate(target, replace ? "replace" : "push", scroll !== false);
  };

  if (legacyBehavior) {
    // The child is the anchor (<Link legacyBehavior><a>...</a></Link>): it gets the href and the click.
    const child = Children.only(children);
    if (!isValidElement(child)) throw new Error("next/link with legacyBehavior needs one element as its child");
    const own = child as ReactElement<{ onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }>;
    return cloneElement(own, {
      href: target,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        own.props.onClick?.(event);
        follow(event);
      },
    } as object);
  }
  return (
    <a
      {...anchor}
      ref={ref}
      href={target}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    >
      {children}
    </a>
  );
}
