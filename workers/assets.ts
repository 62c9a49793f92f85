import { onceUntilFailed } from "./once";

/**
 * Something AppForge's Worker reads from its own assets rather than carries in its script (decisions 022, 023):
 * fetched through the assets binding the first time it is needed, made into what it is for by `read`, and kept
 * for the isolate's life. A failed read (a missing asset, a shape `read` refuses) is not kept: the next call
 * tries again.
 */
export function assetOnce<T>(path: string, read: (response: Response) => Promise<T>): (assets: Fetcher) => Promise<T> {
  return onceUntilFailed(async (assets: Fetcher) => {
    const response = await assets.fetch(`https://assets.internal${path}`);
    if (!response.ok) throw new Error(`${path} is missing from the assets (${response.status}): run \`npm run build\``);
    return read(response);
  });
}
