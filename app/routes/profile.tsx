import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { RequireUser } from "../components/auth-guards";
import { IntegrationsTab } from "../components/profile/integrations-tab";
import { ProfileInfoTab } from "../components/profile/profile-info-tab";
import { SecurityTab } from "../components/profile/security-tab";
import { Button } from "../components/ui";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "Profile · AppForge" }];

type Tab = "profile" | "security" | "integrations";

export default function ProfileRoute() {
  return (
    <RequireUser>
      <Profile />
    </RequireUser>
  );
}

function Profile() {
  const { user, logout } = useSession();
  // ?tab=integrations opens that tab (the project screen links there to connect GitHub).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "integrations" ? "integrations" : params.get("tab") === "security" ? "security" : "profile");
  if (!user) return null;

  const tabClass = (name: Tab) =>
    `border-b-2 px-4 py-2 text-sm font-medium ${tab === name ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-slate-800"}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700" aria-hidden>
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <h1 className="text-2xl font-bold">{user.name}</h1>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              {user.email}
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium capitalize text-brand-700">{user.role}</span>
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </div>
      <div role="tablist" aria-label="Profile sections" className="flex border-b border-slate-200">
        <button role="tab" id="tab-profile" aria-selected={tab === "profile"} aria-controls="panel-profile" className={tabClass("profile")} onClick={() => setTab("profile")}>
          Profile Information
        </button>
        <button role="tab" id="tab-security" aria-selected={tab === "security"} aria-controls="panel-security" className={tabClass("security")} onClick={() => setTab("security")}>
          Security
        </button>
        <button role="tab" id="tab-integrations" aria-selected={tab === "integrations"} aria-controls="panel-integrations" className={tabClass("integrations")} onClick={() => setTab("integrations")}>
          Integrations
        </button>
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "profile" ? <ProfileInfoTab user={user} /> : tab === "security" ? <SecurityTab user={user} /> : <IntegrationsTab />}
      </div>
    </div>
  );
}
