/**
 * Long CPU steps (a preview's compile, qa's checks of a whole project) run in pieces, one piece at a time
 * across everything this Worker instance runs. Every project's room and every request share one thread: if
 * each room's pieces simply waited for a timer, twenty-four rooms at work would keep the thread's queue full
 * of ready pieces, and a request would wait behind all of them. Here a piece runs only when no other piece is
 * running, and each piece starts from a timer, so a request (and its every continuation) waits for about one
 * piece. Pieces are synchronous: nothing holds the turn across an await.
 *
 * A waiting step looks again from a timer of its own rather than being woken by the step before it: a room
 * may not resume work that another room's context would then carry (a Worker refuses I/O across objects).
 */
let running = false;

const nextTimer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `piece` in its turn among every long step's pieces; other work runs before it starts. */
export async function inTurn<T>(piece: () => T): Promise<T> {
  for (;;) {
    await nextTimer();
    if (!running) break;
  }
  running = true;
  try {
    return piece();
  } finally {
    running = false;
  }
}
