/**
 * Lets every other piece of work that is ready run before this one goes on: a request, another project's
 * room, a socket message. In a Worker every project's room and every request share one thread, so a long
 * CPU step (compiling a preview, checking a whole project) is cut into pieces with this between them: a
 * request then waits for one piece, not for the whole step. (A timer, not a microtask: a resolved promise
 * would run before anything else that is waiting.)
 */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
