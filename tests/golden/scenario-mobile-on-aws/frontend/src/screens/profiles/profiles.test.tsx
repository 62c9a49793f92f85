import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Profile } from "../../entities/profile";
import { stubApi } from "../../test/stub-api";
import { ProfileDetail } from "./ProfileDetail";
import { ProfilesList } from "./ProfilesList";

const sample: Profile = {"id":"profiles-1","displayName":"Sample display name","email":"profile@example.com","bio":"Sample bio"};
const related = {};

function renderAt(path: string) {
  return open(path, {
    "/profiles": () => <ProfilesList />,
    "/profiles/[id]": () => <ProfileDetail />,
  });
}

describe("Profiles screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists profiles from the API", async () => {
    stubApi({ "profiles": [sample], ...related });
    renderAt("/profiles");
    expect(await screen.findByRole("heading", { name: "Profiles" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.displayName))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new profile", () => {
    stubApi(related);
    renderAt("/profiles/new");
    for (const label of ["Display name","Email","Bio"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new profile to the API", async () => {
    const calls = stubApi(related);
    renderAt("/profiles/new");
    fireEvent.change(screen.getByLabelText("Display name"), { target: { value: "Sample display name" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "profile@example.com" } });
    fireEvent.change(screen.getByLabelText("Bio"), { target: { value: "Sample bio" } });
    fireEvent.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/profiles");
    expect(sent?.body).toMatchObject({"displayName":"Sample display name","email":"profile@example.com","bio":"Sample bio"});
    expect(await screen.findByRole("heading", { name: "Profiles" })).toBeTruthy();
  });

  it("loads profile details to edit", async () => {
    stubApi({ "profiles": [sample], ...related });
    renderAt("/profiles/profiles-1");
    expect(await screen.findByDisplayValue(sample.displayName)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
