import { EventEmitter } from "node:events";

/** A change to a record: what real-time clients, notifications and analytics listen to. */
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

export class ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open live connection is one listener.
    this.emitter.setMaxListeners(0);
  }

  publish(change: Change): void {
    this.emitter.emit("change", change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.emitter.on("change", listener);
    return () => {
      this.emitter.off("change", listener);
    };
  }
}
