import type { MetaFunction } from "@remix-run/cloudflare";
import { RequireUser } from "../components/auth-guards";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "Dashboard · AppForge" }];

export default function DashboardRoute() {
  return (
    <RequireUser>
      <Dashboard />
    </RequireUser>
  );
}

function Dashboard() {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Welcome back, {user?.name}!</h1>
    </div>
  );
}
