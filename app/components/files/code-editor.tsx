import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { Compartment, EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from "@codemirror/view";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { languageOf, loadLanguage } from "./languages";
import { lineBreaksExtension, lineBreaksOf, savedText } from "./line-endings";

/** What the panel asks of an open editor. */
export interface CodeEditorHandle {
  /** Selects a line (clamped to the document), scrolls it to the middle and focuses the editor. */
  goToLine(line: number): void;
}

interface CodeEditorProps {
  /** The file's path: its name picks the highlighting. */
  path: string;
  /**
   * The text the editor starts with. Read once: the editor owns its text from then on, so a parent that
   * wants another document (another file, the server's version) remounts it with a new `key`.
   */
  initialDoc: string;
  /** What a screen reader calls the text area. */
  label: string;
  readOnly?: boolean;
  /** The text as the file saves it: with the line endings `initialDoc` had ("\r\n" stays "\r\n"). */
  onChange?(doc: string): void;
  /** The editor's height and border, as classes. */
  className?: string;
  /** Takes the focus once mounted: a new version replaced the one the user was in. */
  autoFocus?: boolean;
}

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "12px", backgroundColor: "#fff" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.6" },
  // Line numbers at 4.5:1 on the gutter (slate-500 on slate-50).
  ".cm-gutters": { backgroundColor: "#f8fafc", borderRight: "1px solid #e2e8f0", color: "#64748b" },
});

/** A CodeMirror editor with highlighting for the file's language, search (Mod-F), undo and folding. */
export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor({ path, initialDoc, label, readOnly = false, onChange, className = "", autoFocus = false }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const initial = useRef({ path, initialDoc, label, readOnly, autoFocus });
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const { path, initialDoc, label, readOnly, autoFocus } = initial.current;
    const language = new Compartment();
    const breaks = lineBreaksOf(initialDoc);
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: initialDoc,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          search({ top: true }),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          // Tab indents; Escape then Tab (CodeMirror's own) moves focus on, so the editor is no keyboard trap.
          keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...foldKeymap, indentWithTab]),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          // An explicit Tab stop: a read-only editor's text is not contenteditable, and its scrolling needs the keyboard too.
          EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
          lineBreaksExtension(breaks),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current?.(savedText(update.state.doc, breaks));
          }),
          language.of([]),
          theme,
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    let mounted = true;
    loadLanguage(languageOf(path)).then(
      (extension) => {
        if (mounted) editor.dispatch({ effects: language.reconfigure(extension) });
      },
      // Highlighting that fails to download leaves plain text: the file stays readable and editable.
      () => undefined,
    );
    return () => {
      mounted = false;
      editor.destroy();
      view.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    goToLine(line: number) {
      const editor = view.current;
      if (!editor) return;
      const { doc } = editor.state;
      const target = doc.line(Math.min(Math.max(1, line), doc.lines));
      editor.dispatch({ selection: { anchor: target.from, head: target.to }, effects: EditorView.scrollIntoView(target.from, { y: "center" }) });
      editor.focus();
    },
  }));

  return <div ref={host} className={`overflow-hidden rounded-lg border border-slate-200 ${className}`} data-testid="code-editor" />;
});

/** One version of a file, titled and read-only: the sides of a conflict, or of a refused save. */
export function ReadOnlyCode({ title, path, content, className = "h-64" }: { title: string; path: string; content: string; className?: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <CodeEditor path={path} initialDoc={content} label={`${title}: ${path}`} readOnly className={className} />
    </div>
  );
}
