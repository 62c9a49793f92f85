/**
 * Long CPU steps (a preview's compile, qa's checks of a whole project) run in pieces, and each piece starts
 * from a timer of its own step's: every project's room and every request share one thread, and what came in
 * meanwhile (a request, a socket message, another room's piece) runs before the next piece, so a request
 * waits for pieces, not for a whole step. Pieces are synchronous: nothing is held across an await.
 *
 * (A turn shared across the instance, one piece at a time, was tried: a step woken by another room's step
 * resumes in that room's context, where a Worker refuses its I/O, and steps that look again from their own
 * timers keep the thread busy looking; with 24 projects at work one run left every project unsettled.)
 */
const nextTimer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `piece` after what is waiting for the thread has run. */
export async function inTurn<T>(piece: () => T): Promise<T> {
  await nextTimer();
  return piece();
}
