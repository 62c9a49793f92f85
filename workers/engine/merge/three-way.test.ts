import { describe, expect, it } from "vitest";
import { mergeThreeWay } from "./three-way";

const base = ["import React from 'react';", "", "export function Header() {", "  return <header>Shop</header>;", "}", ""].join("\n");

describe("three-way merge of a generator's re-run", () => {
  it("takes the generator's new output when the file was not edited", () => {
    const generated = base.replace("Shop", "Bakery");
    expect(mergeThreeWay(base, base, generated)).toEqual({ kind: "clean", content: generated });
  });

  it("keeps the edit when the generator writes what it wrote before", () => {
    const mine = base.replace("<header>", '<header className="green">');
    expect(mergeThreeWay(base, mine, base)).toEqual({ kind: "clean", content: mine });
  });

  it("joins an edit and a generator change on different lines, byte for byte", () => {
    const mine = base.replace("import React from 'react';", "import React from 'react';\nimport './header.css';");
    const generated = base.replace("Shop", "Bakery");
    const merged = mergeThreeWay(base, mine, generated);
    expect(merged).toEqual({ kind: "clean", content: mine.replace("Shop", "Bakery") });
  });

  it("is a conflict when both change the same line differently", () => {
    const mine = base.replace("Shop", "My shop");
    const generated = base.replace("Shop", "Bakery");
    expect(mergeThreeWay(base, mine, generated)).toEqual({ kind: "conflict", regions: 1 });
  });

  it("is clean when both made the same change", () => {
    const same = base.replace("Shop", "Bakery");
    expect(mergeThreeWay(base, same, same)).toEqual({ kind: "clean", content: same });
  });

  it("is a conflict when a generator writes a path the owner created", () => {
    expect(mergeThreeWay(null, "mine\n", "generated\n")).toEqual({ kind: "conflict", regions: 1 });
  });
});
