import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Link, Navigate, useLocation, useNavigate, useParams } from "./routing";
import { renderAt, visited } from "./test/next-navigation";

function Detail() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Record {id}</h1>
      <button type="button" onClick={() => navigate("/records")}>
        Back
      </button>
    </>
  );
}

function Guarded() {
  const { pathname } = useLocation();
  return <Navigate to="/login" replace state={{ from: pathname }} />;
}

function SignIn() {
  const { state } = useLocation();
  return <h1>Sign in, then back to {state?.from}</h1>;
}

describe("routing", () => {
  afterEach(cleanup);

  it("links to paths of the app", () => {
    renderAt("/records", { "/records": () => <Link to="/records/r1">First</Link> });
    expect(screen.getByRole("link", { name: "First" }).getAttribute("href")).toBe("/records/r1");
  });

  it("reads [id] and navigates", async () => {
    renderAt("/records/r1", { "/records/[id]": () => <Detail />, "/records": () => <h1>All records</h1> });
    expect(screen.getByRole("heading", { name: "Record r1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "All records" })).toBeTruthy();
    expect(visited).toEqual(["/records"]);
  });

  it("sends a visitor to sign in and remembers where from", async () => {
    renderAt("/private", { "/private": () => <Guarded />, "/login": () => <SignIn /> });
    expect(await screen.findByRole("heading", { name: "Sign in, then back to /private" })).toBeTruthy();
    expect(visited).toEqual(["/login?from=%2Fprivate"]);
  });

  it("never returns to another site", async () => {
    renderAt("/login?from=//elsewhere.example", { "/login": () => <SignIn /> });
    expect(await screen.findByRole("heading", { name: "Sign in, then back to" })).toBeTruthy();
  });
});
