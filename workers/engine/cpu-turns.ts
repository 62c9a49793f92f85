/**
 * Long CPU steps (a preview's compile, qa's checks of a whole project) run in pieces, one piece at a time
 * across everything this Worker instance runs. Every project's room and every request share one thread: if
 * each room's pieces simply waited for a timer, twenty-four rooms at work would keep the thread's queue full
 * of ready pieces, and a request would wait behind all of them. Here a piece runs only when no other piece is
 * running, and the turn passes on through a timer, so a request (and its every continuation) waits for at
 * most one piece. Pieces are synchronous: nothing holds the turn across an await.
 */
let running = false;
const waiting: (() => void)[] = [];

/** Every piece starts from a timer: what came in meanwhile (a request, a socket message) runs first. */
function take(): Promise<void> {
  return new Promise((resolve) => {
    if (running) waiting.push(resolve);
    else {
      running = true;
      setTimeout(resolve, 0);
    }
  });
}

function pass(): void {
  const next = waiting.shift();
  if (next) setTimeout(next, 0);
  else running = false;
}

/** Runs `piece` in its turn among every long step's pieces; other work runs before the next piece. */
export async function inTurn<T>(piece: () => T): Promise<T> {
  await take();
  try {
    return piece();
  } finally {
    pass();
  }
}
