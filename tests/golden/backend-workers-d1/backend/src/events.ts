/** A change to a record: what live streams, notifications and analytics listen to. */
export interface Change {
  topic: string;
  action: "created" | "updated" | "deleted";
  id: string;
  /**
   * The accounts that own the record, where a role owns its type: the live stream sends the change to those
   * of that role only. Kept inside the server: the stream sends topic, action and id.
   */
  owners?: readonly string[];
}

/** A listener may check something first (an account's role): publish waits for it. */
export type ChangeListener = (change: Change) => void | Promise<void>;

/**
 * Announces changes to the listeners of this isolate (one per open live stream). A Worker runs in many isolates,
 * so a stream hears only of the changes made through its own isolate; see the README for the production choice.
 */
export class ChangeEvents {
  private readonly listeners = new Set<ChangeListener>();

  /**
   * Tells every listener, and settles once they are done: a Worker stops a request's unfinished work once it has
   * answered, so the route that made the change waits for this before it answers.
   */
  async publish(change: Change): Promise<void> {
    await Promise.allSettled([...this.listeners].map(async (listener) => listener(change)));
  }

  subscribe(listener: ChangeListener): () => void {
    const own: ChangeListener = (change) => listener(change);
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }
}
