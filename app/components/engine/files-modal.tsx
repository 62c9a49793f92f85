import { lazy, Suspense, useState, type ComponentType } from "react";
import { Alert, Button, Spinner } from "../ui";
import type { FilesPanelProps } from "../files/files-panel";
import { PanelDialog } from "../files/panel-dialog";

/**
 * The panel's code (its editor among it) downloads when the panel first opens, so the project screen's
 * first load does not carry it. A failed download is reported, and can be tried again.
 */
function loadPanel(onFailed: () => void): ComponentType<FilesPanelProps> {
  return lazy<ComponentType<FilesPanelProps>>(() =>
    // The panel opens only on a click, never while the server renders a page: the server build leaves the
    // editor out (about 1 MB of CodeMirror in the Worker otherwise), since Vite settles this condition at build time.
    (import.meta.env.SSR ? Promise.reject(new Error("The files panel opens in the browser only")) : import("../files/files-panel")).catch(() => {
      onFailed();
      return { default: () => null };
    }),
  );
}

/** The project files panel: browse, edit and download the files, see their history, settle conflicts. */
export function FilesModal({ projectId, onClose }: FilesPanelProps) {
  const [failed, setFailed] = useState(false);
  const [Panel, setPanel] = useState(() => loadPanel(() => setFailed(true)));
  if (failed) {
    return (
      <PanelDialog title="Project Files" onRequestClose={onClose}>
        <div className="space-y-2">
          <Alert>The files panel could not be loaded. Check your connection and try again.</Alert>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setPanel(() => loadPanel(() => setFailed(true)));
            }}
          >
            Try again
          </Button>
        </div>
      </PanelDialog>
    );
  }
  return (
    <Suspense
      fallback={
        <PanelDialog title="Project Files" onRequestClose={onClose}>
          <Spinner label="Loading the files panel" />
        </PanelDialog>
      }
    >
      <Panel projectId={projectId} onClose={onClose} />
    </Suspense>
  );
}
