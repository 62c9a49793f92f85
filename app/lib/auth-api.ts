import {
  authResponseSchema,
  changePasswordResponseSchema,
  meResponseSchema,
} from "../../workers/contract/auth";
import { api, call, callUnchecked } from "./api-client";

// The session's and the profile screen's calls.

const auth = api.api.auth;
const users = api.api.users;

export const fetchMe = () => call((o) => auth.me.$get(undefined, o), meResponseSchema);

export const login = (email: string, password: string) =>
  call((o) => auth.login.$post({ json: { email, password } }, o), authResponseSchema);

export const register = (name: string, email: string, password: string) =>
  call((o) => auth.register.$post({ json: { name, email, password } }, o), authResponseSchema);

/** A dead token must not bounce the user to /login while signing out. */
export const logout = () => callUnchecked((o) => auth.logout.$post(undefined, o), { skipUnauthorizedRedirect: true });

export const updateProfile = (profile: { name: string; email: string }) =>
  call((o) => users.me.$put({ json: profile }, o), meResponseSchema);

export const changePassword = (currentPassword: string, newPassword: string) =>
  call((o) => users["change-password"].$post({ json: { currentPassword, newPassword } }, o), changePasswordResponseSchema);
