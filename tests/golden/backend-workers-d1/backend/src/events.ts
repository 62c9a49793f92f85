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

export type ChangeListener = (change: Change) => void;

/**
 * Announces changes to the listeners of this isolate (one per open live stream). A Worker runs in many isolates,
 * so a stream hears only of the changes made through its own isolate; see the README for the production choice.
 */
export class ChangeEvents {
  private readonly listeners = new Set<ChangeListener>();

  publish(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: ChangeListener): () => void {
    const own: ChangeListener = (change) => listener(change);
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }
}
