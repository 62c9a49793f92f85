// A sentence typed on the landing page before signing up: kept in this tab's session storage while the visitor
// creates an account, then drafted by the dashboard's prompt box.

export const PENDING_SENTENCE_KEY = "pendingSentence";

export function keepPendingSentence(sentence: string): void {
  try {
    window.sessionStorage.setItem(PENDING_SENTENCE_KEY, sentence);
  } catch {
    // Storage disabled: after signing up the visitor types the sentence again.
  }
}

/** The kept sentence, left kept: the sign-up page says it is waiting. */
export function peekPendingSentence(): string | null {
  try {
    const sentence = window.sessionStorage.getItem(PENDING_SENTENCE_KEY);
    return sentence && sentence.trim() !== "" ? sentence : null;
  } catch {
    return null;
  }
}

/** The kept sentence, once: reading it forgets it, so it is drafted one time only. */
export function takePendingSentence(): string | null {
  try {
    const sentence = window.sessionStorage.getItem(PENDING_SENTENCE_KEY);
    window.sessionStorage.removeItem(PENDING_SENTENCE_KEY);
    return sentence && sentence.trim() !== "" ? sentence : null;
  } catch {
    return null;
  }
}
