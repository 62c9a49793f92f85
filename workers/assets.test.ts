import { describe, expect, it } from "vitest";
import { assetOnce } from "./assets";

/** An assets binding that answers from a list, one answer a request, and counts what it was asked. */
function assetsAnswering(answers: Response[]): { assets: Fetcher; asked: string[] } {
  const asked: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input));
      const answer = answers.shift();
      if (!answer) throw new Error("asked once too often");
      return answer;
    },
  };
  return { assets: fetcher as unknown as Fetcher, asked };
}

describe("assetOnce", () => {
  it("reads an asset once, and makes it into what it is for", async () => {
    const { assets, asked } = assetsAnswering([Response.json({ n: 2 })]);
    const read = assetOnce("/worker-data/n.json", async (response) => ((await response.json()) as { n: number }).n * 10);
    expect(await read(assets)).toBe(20);
    expect(await read(assets)).toBe(20);
    expect(asked).toEqual(["https://assets.internal/worker-data/n.json"]);
  });

  it("says which asset is missing, and reads it again on the next call rather than keep the failure", async () => {
    const { assets, asked } = assetsAnswering([new Response("not found", { status: 404 }), new Response("text")]);
    const read = assetOnce("/worker-data/missing.txt", (response) => response.text());
    await expect(read(assets)).rejects.toThrow("/worker-data/missing.txt is missing from the assets (404): run `npm run build`");
    expect(await read(assets)).toBe("text");
    expect(asked).toHaveLength(2);
  });

  it("does not keep what its reader refused", async () => {
    const { assets } = assetsAnswering([new Response("[]"), new Response("[1]")]);
    const read = assetOnce("/worker-data/list.json", async (response) => {
      const list = (await response.json()) as number[];
      if (list.length === 0) throw new Error("an empty list");
      return list;
    });
    await expect(read(assets)).rejects.toThrow("an empty list");
    expect(await read(assets)).toEqual([1]);
  });
});
