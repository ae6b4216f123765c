import { ArrowRight, LayoutDashboard } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { dashboardButtonLabel } from "~/utils/dashboard-tabs";

type RootUser = { user?: { role: string } | null } | undefined;

/** The home hero's button for signed-in people; its label depends on the role. */
export function DashboardButton({ className }: { className?: string }) {
  const root = useRouteLoaderData("root") as RootUser;
  if (!root?.user) return null;
  return (
    <Link
      to="/dashboard"
      className={cn(buttonVariants({ variant: "primary", size: "lg" }), "shadow-sm", className)}
    >
      <LayoutDashboard aria-hidden />
      {dashboardButtonLabel(root.user.role)}
      <ArrowRight aria-hidden />
    </Link>
  );
}
