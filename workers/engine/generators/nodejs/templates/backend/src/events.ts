import { EventEmitter } from "node:events";

/** A change to a record: what real-time clients, notifications and analytics listen to. */
export interface Change {
  topic: string;
  action: "created" | "updated" | "deleted";
  id: string;
  {{owners}}
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
