import { describe, expect, it } from "vitest";
import { claimName } from "./entities";
import { camelCase, kebabCase, pluralLabel, pluralName, recordNaming, sentenceCase, singularWord, slugify, snakeCase, typeName, wordsOf } from "./naming";

describe("plurals from pluralize", () => {
  const words = ["Loaf", "Hero", "Quiz", "Person", "Category", "Bus"];

  it("pluralises labels and identifiers alike", () => {
    expect(words.map(pluralLabel)).toEqual(["Loaves", "Heroes", "Quizzes", "People", "Categories", "Buses"]);
    expect(words.map(pluralName)).toEqual(["Loaves", "Heroes", "Quizzes", "People", "Categories", "Buses"]);
    expect(pluralLabel("Pickup slot")).toBe("Pickup slots");
    expect(pluralName("PickupSlot")).toBe("PickupSlots");
  });

  it("gives routes and tables from the plural", () => {
    const plurals = words.map(pluralName);
    expect(plurals.map(kebabCase)).toEqual(["loaves", "heroes", "quizzes", "people", "categories", "buses"]);
    expect(plurals.map(snakeCase)).toEqual(["loaves", "heroes", "quizzes", "people", "categories", "buses"]);
    expect(plurals.map(camelCase)).toEqual(["loaves", "heroes", "quizzes", "people", "categories", "buses"]);
  });

  it("singularises", () => {
    expect(["loaves", "heroes", "quizzes", "people", "categories", "buses", "analytics"].map(singularWord)).toEqual([
      "loaf",
      "hero",
      "quiz",
      "person",
      "category",
      "bus",
      "analytics",
    ]);
    // Short words, acronyms and words whose -s is not a plural stay as they are.
    expect(["sms", "GPS", "SMS", "logistics", "axis", "status", "address", "classes", "orders"].map(singularWord)).toEqual([
      "sms",
      "GPS",
      "SMS",
      "logistics",
      "axis",
      "status",
      "address",
      "class",
      "order",
    ]);
  });
});

describe("names in any script", () => {
  it("keeps the user's words in labels and transliterates identifiers and slugs", () => {
    expect(slugify("Пекарня Анны")).toBe("pekarnya-anny");
    expect(sentenceCase("Заказ")).toBe("Заказ");
    expect([typeName("Заказ"), camelCase("Цена"), wordsOf("Κέικ")]).toEqual(["Zakaz", "cena", ["keik"]]);
  });

  it("keeps accents in labels and drops them from identifiers", () => {
    expect(sentenceCase("Crème brûlée")).toBe("Crème brûlée");
    expect(pluralLabel("Crème brûlée")).toBe("Crème brûlées");
    expect(recordNaming("Crème brûlée")).toEqual({ name: "CremeBrulee", plural: "CremeBrulees" });
    expect(slugify("Café Olé")).toBe("cafe-ole");
  });

  it("reads Chinese as pinyin words", () => {
    expect(wordsOf("面包店")).toEqual(["mian", "bao", "dian"]);
    expect(slugify("面包店")).toBe("mian-bao-dian");
    expect(recordNaming("面包")).toEqual({ name: "MianBao", plural: "MianBaoRecords" });
  });

  it("gives a label pluralize cannot inflect a plural name of its own, not an English ending", () => {
    expect(pluralLabel("Заказ")).toBe("Заказ");
    expect(recordNaming("Заказ")).toEqual({ name: "Zakaz", plural: "ZakazRecords" });
    expect(recordNaming("Пекарня Анны")).toEqual({ name: "PekarnyaAnny", plural: "PekarnyaAnnyRecords" });
  });

  it("starts every identifier with a letter", () => {
    expect(typeName("1С Бухгалтерия")).toBe("Record1SBuhgalteriya");
    expect(slugify("1С Бухгалтерия")).toBe("app-1-s-buhgalteriya");
    expect(slugify("🍰")).toBe("app");
  });
});

describe("claimName", () => {
  const none = () => false;

  it("tells apart labels that transliterate alike, the same way every time", () => {
    const buy = claimName("买", [], none);
    const sell = claimName("卖", buy ? [buy] : [], none);
    expect([buy, sell]).toEqual([
      { label: "买", name: "Mai", plural: "MaiRecords" },
      { label: "卖", name: "Mai2", plural: "MaiRecords2" },
    ]);
  });

  it("numbers a transliteration that clashes with a name the app keeps, and drops a plain word that does", () => {
    expect(claimName("Мап", [], none)).toMatchObject({ name: "Map2", plural: "MapRecords2" });
    expect(claimName("Мета", [], none)).toMatchObject({ name: "Meta2" });
    expect(claimName("Meta", [], (name) => name === "Meta")).toBeNull();
    expect(claimName("Order", [{ label: "Order", name: "Order", plural: "Orders" }], none)).toBeNull();
  });

  it("takes a word that is an earlier record's irregular plural for that record", () => {
    const person = claimName("Person", [], none);
    expect(person).toEqual({ label: "Person", name: "Person", plural: "People" });
    expect(claimName("People", person ? [person] : [], none)).toBeNull();
  });
});
