import { useLayoutEffect, type ReactNode } from "react";
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";

/**
 * react/jsx-runtime of the preview's nextjs stack: React's own, except for the elements a Next.js root
 * layout renders the document with. Next.js renders <html> and <body> as the page's own; in the preview the
 * document is AppForge's sandboxed one, and the app renders into its mount element, so <html lang> and
 * <body className> set those attributes on the document's own elements (until the layout goes), their
 * children render in place, and <head>'s children (title, meta, link) are hoisted by React as anywhere.
 */

type Props = Record<string, unknown> & { children?: ReactNode };

/** CSS properties whose numbers have no unit (the rest get "px", as React gives them). */
const UNITLESS = new Set(["opacity", "zIndex", "fontWeight", "lineHeight", "flex", "flexGrow", "flexShrink", "order", "zoom"]);
const SKIPPED = new Set(["children", "dangerouslySetInnerHTML", "suppressHydrationWarning", "suppressContentEditableWarning", "key", "ref"]);

function useDocumentAttributes(element: () => HTMLElement, props: Props) {
  useLayoutEffect(() => {
    const target = element();
    const previous = new Map<string, string | null>();
    const set = (name: string, value: string) => {
      if (!previous.has(name)) previous.set(name, target.getAttribute(name));
      target.setAttribute(name, value);
    };
    for (const [name, value] of Object.entries(props)) {
      if (SKIPPED.has(name) || typeof value === "function" || value === null || value === undefined || value === false) continue;
      if (name === "style" && typeof value === "object") {
        const style = document.createElement("div").style;
        style.cssText = target.style.cssText;
        for (const [property, rule] of Object.entries(value as Record<string, unknown>)) {
          const text = typeof rule === "number" && !UNITLESS.has(property) ? `${rule}px` : String(rule);
          if (property.startsWith("--")) style.setProperty(property, text);
          else style.setProperty(property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), text);
        }
        set("style", style.cssText);
        continue;
      }
      set(name === "className" ? "class" : name === "htmlFor" ? "for" : name, value === true ? "" : String(value));
    }
    return () => {
      for (const [name, value] of previous) {
        if (value === null) target.removeAttribute(name);
        else target.setAttribute(name, value);
      }
    };
  });
}

function DocumentHtml(props: Props) {
  useDocumentAttributes(() => document.documentElement, props);
  return props.children ?? null;
}

function DocumentBody(props: Props) {
  useDocumentAttributes(() => document.body, props);
  return props.children ?? null;
}

function DocumentHead(props: Props) {
  return props.children ?? null;
}

const DOCUMENT: Record<string, (props: Props) => ReactNode> = { html: DocumentHtml, head: DocumentHead, body: DocumentBody };

type Jsx = typeof reactJsx;
const documentType = (type: unknown) => (typeof type === "string" && Object.prototype.hasOwnProperty.call(DOCUMENT, type) ? DOCUMENT[type] : type);

export const jsx: Jsx = (type, props, key) => reactJsx(documentType(type) as Parameters<Jsx>[0], props, key);
export const jsxs: Jsx = (type, props, key) => reactJsxs(documentType(type) as Parameters<Jsx>[0], props, key);
export { Fragment };
