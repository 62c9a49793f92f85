import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Contact } from "../../entities/contact";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import ContactDetail from "./ContactDetail.vue";
import ContactsList from "./ContactsList.vue";

const sample: Contact = {"id":"contacts-1","firstName":"Sample first name","lastName":"Sample last name","email":"contact@example.com","phone":"Sample phone","companyId":"companies-1"};
const related = {"companies":[{"id":"companies-1","name":"Sample name","website":"https://example.com/companies","industry":"Sample industry"}]};

const routes = [
  { path: "/contacts", component: ContactsList },
  { path: "/contacts/:id", component: ContactDetail },
];

describe("Contacts screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists contacts from the API", async () => {
    stubApi({ "contacts": [sample], ...related });
    const wrapper = await mountAt("/contacts", routes);
    expect(heading(wrapper)).toBe("Contacts");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.firstName)));
  });

  it("shows a form with every field for a new contact", async () => {
    stubApi(related);
    const wrapper = await mountAt("/contacts/new", routes);
    for (const label of ["First name","Last name","Email","Phone","Company"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new contact to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/contacts/new", routes);
    await control(wrapper, "First name").setValue("Sample first name");
    await control(wrapper, "Last name").setValue("Sample last name");
    await control(wrapper, "Email").setValue("contact@example.com");
    await control(wrapper, "Phone").setValue("Sample phone");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/contacts");
    expect(sent?.body).toMatchObject({"firstName":"Sample first name","lastName":"Sample last name","email":"contact@example.com","phone":"Sample phone"});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Contacts"));
  });

  it("loads contact details to edit", async () => {
    stubApi({ "contacts": [sample], ...related });
    const wrapper = await mountAt("/contacts/contacts-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "First name")).toBe(sample.firstName));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
