import { useCallback, useState } from "react";

export interface ActionState<K extends string> {
  /** Which of the group's calls is running; the group's buttons are disabled meanwhile. */
  busy: K | null;
  error: string | null;
  /** The server's success message of the last call. */
  notice: string | null;
  /**
   * Runs one call of the group: `call` answers the success message (or null), `describeError` turns
   * a failure into the words of the error catalogue. Resolves to whether the call succeeded.
   */
  run(key: K, call: () => Promise<string | null>, describeError: (error: unknown) => string): Promise<boolean>;
  /** Shows a success message that came from elsewhere (a modal that closed after its call). */
  announce(notice: string): void;
  clear(): void;
}

/** Busy, error and success state of a group of buttons that share one place for their messages. */
export function useAction<K extends string>(): ActionState<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = useCallback(
    async (key: K, call: () => Promise<string | null>, describeError: (error: unknown) => string) => {
      setBusy(key);
      setError(null);
      setNotice(null);
      try {
        setNotice(await call());
        return true;
      } catch (failure) {
        setError(describeError(failure));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );

  const announce = useCallback((message: string) => {
    setError(null);
    setNotice(message);
  }, []);

  const clear = useCallback(() => {
    setError(null);
    setNotice(null);
  }, []);

  return { busy, error, notice, run, announce, clear };
}
