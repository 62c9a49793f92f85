import { describe, expect, it } from "vitest";
import { wizardDataSchema, type WizardDataInput } from "../../contract/projects";
import { appDesignSchema, buildAppModel, designOf, designProblems, type AppDesign, type AppModel } from ".";
import { RUSSIAN_ORDER_DESIGN } from "../generators/test-inputs";

const model = (name: string, wizard: Partial<WizardDataInput>, design?: AppDesign): AppModel =>
  buildAppModel({
    name,
    description: "",
    techStack: ["react", "nodejs", "postgresql"],
    wizardData: wizardDataSchema.parse({ projectType: "custom", ...wizard }),
    messages: [],
    ...(design ? { design } : {}),
  });

const names = (built: AppModel) => built.entities.map((entity) => [entity.name, entity.label, entity.pluralLabel, entity.route, entity.table]);

const BAKERY_TEXT = {
  problemStatement: "Клиенты оформляют заказы на торты. Пекарь видит заказы и готовит торты.",
  userFlows: "Клиент оформляет заказы и выбирает торты",
  userTypes: "Владелец, Пекарь, Покупатели",
};

describe("records read from answers in another script", () => {
  it("keeps a Cyrillic project's words in labels and gives it ASCII names", () => {
    const built = model("Пекарня Анны", BAKERY_TEXT);
    expect(built.name).toBe("Пекарня Анны");
    expect(built.slug).toBe("pekarnya-anny");
    expect(names(built)).toEqual([
      ["Zakazy", "Заказы", "Заказы", "zakazy-records", "zakazy_records"],
      ["Torty", "Торты", "Торты", "torty-records", "torty_records"],
    ]);
    expect(built.entities.map((entity) => [entity.camel, entity.camelPlural])).toEqual([
      ["zakazy", "zakazyRecords"],
      ["torty", "tortyRecords"],
    ]);
    expect(built.screens.filter((screen) => screen.kind === "list").map((screen) => [screen.path, screen.title])).toEqual([
      ["/zakazy-records", "Заказы"],
      ["/torty-records", "Торты"],
    ]);
    expect(built.entities[0]?.samples[0]?.name).toBe("Заказы 1");
    expect(built.roles.map((role) => [role.name, role.label])).toEqual([
      ["owner", "Owner"],
      ["vladelec", "Владелец"],
      ["pekar", "Пекарь"],
      ["pokupateli", "Покупатели"],
    ]);
    // The requirements trace the records by their labels, in the user's script.
    expect(built.requirements.find((requirement) => requirement.id === "ENT-zakazy")?.text).toBe("Manage заказы: list, create, view, edit and delete them");
    expect(built.requirements.find((requirement) => requirement.id === "FLOW-1")?.entities).toEqual(["Zakazy", "Torty"]);
  });

  it("keeps accents in labels and drops them from names", () => {
    const built = model("Pâtisserie", { problemStatement: "Customers order crème brûlée. Each crème brûlée has a topping." });
    const dessert = built.entities.find((entity) => entity.name === "CremeBrulee");
    expect(dessert && [dessert.label, dessert.pluralLabel, dessert.route, dessert.table]).toEqual(["Crème brûlée", "Crème brûlées", "creme-brulees", "creme_brulees"]);
    expect(built.slug).toBe("patisserie");
  });

  it("finds the words of a Chinese description", () => {
    const built = model("面包店", { problemStatement: "我们的面包店卖面包和蛋糕。顾客可以预订蛋糕，也可以取面包。" });
    expect(built.slug).toBe("mian-bao-dian");
    expect(names(built)).toEqual([
      ["MianBao", "面包", "面包", "mian-bao-records", "mian_bao_records"],
      ["DanGao", "蛋糕", "蛋糕", "dan-gao-records", "dan_gao_records"],
    ]);
  });

  it("pluralises English records with pluralize", () => {
    const built = model("Quiz night", { problemStatement: "Heroes answer quizzes. Loaves ride buses. Categories hold loaves." });
    expect(built.entities.map((entity) => [entity.name, entity.pluralLabel, entity.route, entity.table])).toEqual([
      ["Loaf", "Loaves", "loaves", "loaves"],
      ["Hero", "Heroes", "heroes", "heroes"],
      ["Quiz", "Quizzes", "quizzes", "quizzes"],
      ["Bus", "Buses", "buses", "buses"],
      ["Category", "Categories", "categories", "categories"],
    ]);
  });

  it("tells apart user types that transliterate alike", () => {
    const built = model("集市", { userTypes: "买家, 卖家" });
    expect(built.roles.map((role) => [role.name, role.label])).toEqual([
      ["owner", "Owner"],
      ["mai_jia", "买家"],
      ["mai_jia_2", "卖家"],
    ]);
  });
});

describe("a model's design in another script", () => {
  const design = appDesignSchema.parse({
    entities: RUSSIAN_ORDER_DESIGN.entities.map((entity) => (entity.name === "Заказ" ? { ...entity, samples: [{ Название: "Торт «Наполеон»", Цена: 1200, клиент: 1 }] } : entity)),
    rules: [{ entity: "Заказ", field: "Цена", kind: "range", min: 1, max: 100000, source: "BIZ-1" }],
    roles: [
      { name: "Владелец", description: "Ведёт пекарню", manages: true, signUp: false, writes: [] },
      { name: "Покупатель", description: "Заказывает торты", manages: false, signUp: true, writes: ["Заказ"] },
    ],
  });

  it("transliterates the names, keeps the labels and rewrites what refers to them", () => {
    expect(designProblems(design, ["auth"])).toEqual([]);
    const built = model("Пекарня Анны", { businessRules: "Цена от 1 до 100000" }, design);
    expect(names(built)).toEqual([
      ["Klient", "Клиент", "Клиент", "klient-records", "klient_records"],
      ["Zakaz", "Заказ", "Заказ", "zakaz-records", "zakaz_records"],
    ]);
    const order = built.entities[1];
    expect(order?.fields.map((field) => [field.name, field.label, field.target])).toEqual([
      ["nazvanie", "Название", undefined],
      ["cena", "Цена", undefined],
      ["klientId", "Клиент", "Klient"],
    ]);
    expect(built.entities[0]?.fields.map((field) => [field.name, field.label])).toEqual([["imya", "Имя"]]);
    expect(order?.rules.map((rule) => [rule.field, rule.kind])).toEqual([["cena", "range"]]);
    expect(order?.samples).toEqual([{ nazvanie: "Торт «Наполеон»", cena: 1200, klientId: 1 }]);
    expect(built.roles.map((role) => [role.name, role.label, role.writes])).toEqual([
      ["vladelec", "Владелец", ["Klient", "Zakaz"]],
      ["pokupatel", "Покупатель", ["Zakaz"]],
    ]);
    // Shown back to a model, the records read the same.
    expect(model("Пекарня Анны", {}, designOf(built.entities)).entities.map((entity) => entity.fields)).toEqual(built.entities.map((entity) => entity.fields));
  });

  it("numbers records whose names transliterate alike, and points references at the right one", () => {
    const title = { name: "title", label: "Title", kind: "string" as const, required: true };
    const market = appDesignSchema.parse({
      entities: [
        { name: "买", fields: [title] },
        { name: "卖", fields: [title, { name: "sourceId", label: "买", kind: "reference", required: false, target: "买" }] },
        { name: "Deal", fields: [title, { name: "saleId", label: "卖", kind: "reference", required: false, target: "卖" }] },
      ],
    });
    expect(designProblems(market, [])).toEqual([]);
    const built = model("集市", {}, market);
    expect(built.entities.map((entity) => [entity.name, entity.label, entity.route])).toEqual([
      ["Mai", "买", "mai-records"],
      ["Mai2", "卖", "mai-records2"],
      ["Deal", "Deal", "deals"],
    ]);
    expect(built.entities.map((entity) => entity.fields.find((field) => field.kind === "reference")?.target)).toEqual([undefined, "Mai", "Mai2"]);
  });

  it("still refuses a record named twice", () => {
    const title = { name: "title", label: "Title", kind: "string" as const, required: true };
    expect(designProblems(appDesignSchema.parse({ entities: [{ name: "Заказ", fields: [title] }, { name: "заказ", fields: [title] }] }), [])).toEqual([
      'Entity "заказ" appears twice',
    ]);
  });
});
