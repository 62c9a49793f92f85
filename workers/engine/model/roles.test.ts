import { describe, expect, it } from "vitest";
import { BAKERY, BAKERY_DESIGN } from "../generators/test-inputs";
import { buildAppModel, designProblems, roleOf, type AppDesign } from ".";
import { rolesFromUserTypes, type Role } from "./roles";

const bakery = buildAppModel(BAKERY);
const summary = (roles: readonly Role[]) =>
  roles.map((role) => `${role.name}${role.manages ? " manages" : ""}${role.signUp ? " sign-up" : ""}: ${role.writes.join(",")}${role.owns.length > 0 ? ` owns ${role.owns.join(",")}` : ""}`);

describe("roles read from the user types answer", () => {
  it("lets the owner manage, staff change everything and customers their own records", () => {
    const roles = rolesFromUserTypes("Customers (they order cakes), bakers and the owner", bakery.entities);
    expect(summary(roles)).toEqual([
      "customer sign-up: Order,Customer owns Order,Customer",
      "baker: Product,Order,Customer,PickupSlot,ProductionList",
      "owner manages: Product,Order,Customer,PickupSlot,ProductionList",
    ]);
    expect(roles[0]?.description).toBe("They order cakes. New accounts start here; sees and changes only its own orders, customers; reads the rest");
    expect(roleOf(roles, "manages").label).toBe("Owner");
  });

  it("adds an owner when nobody runs the app, and a member role when nobody else is named", () => {
    expect(summary(rolesFromUserTypes("Staff", bakery.entities)).map((line) => line.split(":")[0])).toEqual(["owner manages", "staff sign-up"]);
    expect(summary(rolesFromUserTypes("", bakery.entities)).map((line) => line.split(":")[0])).toEqual(["owner manages", "member sign-up"]);
    expect(summary(rolesFromUserTypes("Admin", bakery.entities)).map((line) => line.split(":")[0])).toEqual(["admin manages", "member sign-up"]);
  });

  it("takes a kind of user from a few words, not from a sentence about users", () => {
    const roles = rolesFromUserTypes("Our customers are mostly parents who order birthday cakes.\nStore manager: runs the shop", bakery.entities);
    expect(roles.map((role) => `${role.name}${role.manages ? " manages" : ""}${role.signUp ? " sign-up" : ""}`)).toEqual(["store_manager manages", "member sign-up"]);
    expect(roles[0]?.description).toMatch(/^Runs the shop\. Runs the app and assigns roles/);
  });

  it("puts the roles in the app model", () => {
    expect(bakery.roles.filter((role) => role.manages)).toHaveLength(1);
    expect(bakery.roles.filter((role) => role.signUp)).toHaveLength(1);
  });
});

describe("roles decided by a model", () => {
  const withRoles = (roles: AppDesign["roles"]): AppDesign => ({ ...BAKERY_DESIGN, roles });
  it("are used as given, the managing role changing everything", () => {
    const design = withRoles([
      { name: "Head baker", description: "Runs the shop.", manages: true, signUp: false, writes: [] },
      { name: "Regular", description: "Orders weekly", manages: false, signUp: true, writes: ["cake order"] },
    ]);
    expect(designProblems(design, BAKERY.wizardData.features)).toEqual([]);
    const model = buildAppModel({ ...BAKERY, design });
    expect(model.roles.map((role) => [role.name, role.manages, role.signUp, role.writes.length])).toEqual([
      ["head_baker", true, false, model.entities.length],
      ["regular", false, true, 1],
    ]);
    expect(model.roles[0]?.description).toBe("Runs the shop. Runs the app and assigns roles (the first account to register); changes every record");
  });

  it("are refused, with reasons, when they name no manager, two sign-up roles or records that do not exist", () => {
    const design = withRoles([
      { name: "Baker", description: "", manages: false, signUp: true, writes: ["Pie"] },
      { name: "Baker", description: "", manages: false, signUp: true, writes: [] },
    ]);
    expect(designProblems(design, BAKERY.wizardData.features)).toEqual([
      'Role 1 (Baker): "Pie" is not one of the entities',
      "Role 2 (Baker): two roles have that name",
      "Exactly one role manages (runs the app and assigns roles); 0 do",
      "At most one role is the one new accounts get",
    ]);
  });

  it("let the sign-up role own the records named like it and those pointing at it, unless the design says which", () => {
    const regular = (owns?: string[]) =>
      withRoles([
        { name: "Head baker", description: "", manages: true, signUp: false, writes: [] },
        { name: "Regular customer", description: "", manages: false, signUp: true, writes: ["Customer", "Cake order", "Cake"], ...(owns ? { owns } : {}) },
        { name: "Baker", description: "", manages: false, signUp: false, writes: ["Cake order", "Cake"] },
      ]);
    const derived = buildAppModel({ ...BAKERY, design: regular() });
    expect(summary(derived.roles)).toEqual([
      "head_baker manages: Customer,Cake,CakeOrder",
      "regular_customer sign-up: Customer,Cake,CakeOrder owns Customer,CakeOrder",
      "baker: Cake,CakeOrder",
    ]);
    expect(derived.roles[1]?.description).toBe("New accounts start here; sees and changes only its own customers, cake orders; changes the rest");
    expect(summary(buildAppModel({ ...BAKERY, design: regular(["cake order"]) }).roles)[1]).toBe("regular_customer sign-up: Customer,Cake,CakeOrder owns CakeOrder");
  });

  it("are refused when a role owns what it does not write, or the managing role owns anything", () => {
    const design = withRoles([
      { name: "Head baker", description: "", manages: true, signUp: false, writes: [], owns: ["Cake order"] },
      { name: "Regular", description: "", manages: false, signUp: true, writes: ["Cake order"], owns: ["Customer"] },
    ]);
    expect(designProblems(design, BAKERY.wizardData.features)).toEqual([
      "Role 1 (Head baker): the managing role sees every record and owns none",
      'Role 2 (Regular): it owns "Customer" but does not write it',
    ]);
  });

  it("get a member role for new accounts when the model names only the manager", () => {
    const model = buildAppModel({ ...BAKERY, design: withRoles([{ name: "Owner", description: "", manages: true, signUp: false, writes: [] }]) });
    expect(model.roles.map((role) => `${role.name} ${role.signUp}`)).toEqual(["owner false", "member true"]);
  });
});
