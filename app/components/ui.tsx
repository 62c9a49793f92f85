import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";

import { buttonClass, type Variant } from "./button-class";

export { buttonClass };

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", className = "", type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, className)} {...props} />;
});

export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading your session" className="scale-150" />
    </div>
  );
}

type Tone = "error" | "success" | "info";
const TONES: Record<Tone, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-blue-200 bg-blue-50 text-blue-800",
};

export function Alert({ tone = "error", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      {children}
    </div>
  );
}

export function Card({ children, className = "", testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <section data-testid={testId} className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      {children}
    </section>
  );
}

/** The look of every text input and textarea. */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

export function TextField({ label, hint, error, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={inputId} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

/** The error under a field, or else its hint; ids match the input's aria-describedby. */
function FieldMessage({ inputId, error, hint }: { inputId: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${inputId}-error`} className="text-sm text-red-600">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${inputId}-hint`} className="text-xs text-slate-500">
      {hint}
    </p>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-16`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-500 hover:text-slate-800"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * A modal dialog's keyboard: focus moves into `panelRef` on opening (to `initialFocusRef`, else the first
 * visible focusable element), Tab and Shift-Tab stay inside, Escape calls `onEscape` (unless something inside
 * handled it, or `keepEscape` says the focused element keeps it), the page behind does not scroll, and focus
 * returns where it was on closing.
 */
export function useDialogFocus(
  panelRef: RefObject<HTMLElement | null>,
  options: { onEscape(): void; initialFocusRef?: RefObject<HTMLElement | null> | undefined; keepEscape?: (target: EventTarget | null) => boolean },
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const initialFocusRef = options.initialFocusRef;
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.offsetParent !== null);
    (initialFocusRef?.current ?? focusables()[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        if (event.defaultPrevented || latest.current.keepEscape?.(event.target)) return;
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener("keydown", onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [panelRef, initialFocusRef]);
}

interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** A sentence under the title, read out with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row at the bottom. */
  footer?: ReactNode;
  /** What gets focus on opening; else the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while something is in flight: Escape and the backdrop then do nothing. */
  dismissible?: boolean;
}

/**
 * An accessible modal dialog: role="dialog", aria-modal, labelled by its title, with a close button (×, named
 * "Close") beside it. Only the body scrolls: the title and the footer's buttons stay in view however long the
 * content, on a phone too. Focus moves in on opening, Tab stays inside, Escape, the × and a click on the
 * backdrop close it, focus returns on closing.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({ onClose, title, description, children, footer, initialFocusRef, dismissible = true }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    closeRef.current = onClose;
    dismissibleRef.current = dismissible;
  });
  const dismiss = () => {
    if (dismissibleRef.current) closeRef.current();
  };

  useDialogFocus(panelRef, { onEscape: dismiss, initialFocusRef });

  const hasBody = Boolean(description) || Boolean(children);
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="flex max-h-[calc(100dvh-2rem)] w-full max-w-lg flex-col overflow-hidden rounded-xl bg-white shadow-xl focus:outline-none"
      >
        <div className={`flex shrink-0 items-start justify-between gap-3 py-3 pr-3 pl-6 ${hasBody ? "border-b border-slate-100" : ""}`}>
          <h2 id={titleId} className="min-w-0 pt-1 text-lg font-semibold break-words text-slate-900">
            {title}
          </h2>
          <DialogCloseButton onClick={dismiss} disabled={!dismissible} />
        </div>
        {hasBody ? (
          // In the Tab order, so that a body longer than the screen scrolls from the keyboard too.
          <div
            tabIndex={0}
            className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
            data-testid="modal-body"
          >
            {description ? (
              <div id={descriptionId} className="text-sm text-slate-600">
                {description}
              </div>
            ) : null}
            {children}
          </div>
        ) : null}
        {footer ? (
          <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The × at a dialog's top corner, named "Close" for assistive technology. */
export function DialogCloseButton({ onClick, disabled = false }: { onClick(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label="Close"
      title="Close"
      className="grid h-9 w-9 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className="h-5 w-5" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
