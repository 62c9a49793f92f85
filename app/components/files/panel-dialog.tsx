import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { DialogCloseButton, useDialogFocus } from "../ui";

interface PanelDialogProps {
  title: string;
  description?: ReactNode;
  /** Escape or the close button: the panel may ask first (unsaved changes), so it only asks to close. */
  onRequestClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The files panel's dialog: as wide as the screen allows, full screen on a phone. It keeps the keyboard as
 * ui.tsx's Modal does (useDialogFocus: focus moves in and stays, returns on closing) but takes the room an editor needs,
 * does not close on a stray click outside, and leaves Escape to the editor while focus is in one (it
 * closes the editor's search first; Escape then Tab leaves the editor).
 */
export function PanelDialog(props: PanelDialogProps) {
  if (typeof document === "undefined") return null;
  return createPortal(<Panel {...props} />, document.body);
}

function Panel({ title, description, onRequestClose, children, footer }: PanelDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useRef(onRequestClose);
  useEffect(() => {
    close.current = onRequestClose;
  });
  // Escape stays with the editor while focus is in one (it closes the editor's search first).
  useDialogFocus(panelRef, { onEscape: () => close.current(), keepEscape: (target) => target instanceof Element && target.closest(".cm-editor") !== null });

  return (
    <div className="fixed inset-0 z-50 flex items-stretch justify-center bg-slate-900/50 sm:p-4">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="flex h-full w-full max-w-7xl flex-col overflow-hidden bg-white shadow-xl focus:outline-none sm:rounded-xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
          <div className="min-w-0 space-y-0.5">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="text-sm text-slate-600">
                {description}
              </div>
            ) : null}
          </div>
          <DialogCloseButton onClick={() => close.current()} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-6">{footer}</div> : null}
      </div>
    </div>
  );
}
