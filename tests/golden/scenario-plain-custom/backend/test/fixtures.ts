import type { ItemInput } from "../src/domain/item.js";
import type { TestClient } from "./helpers.js";

export async function itemInput(_client: TestClient): Promise<ItemInput> {
  return {
    name: "Sample name",
    description: "Sample description",
    active: true,
  };
}
