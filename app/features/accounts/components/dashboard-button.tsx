import { ArrowRight, LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { dashboardButtonLabelId } from "~/utils/dashboard-tabs";
import { cn } from "~/utils/misc";
import { useOptionalUser } from "~/utils/root-data";

/** The home hero's button for signed-in people; its label depends on the role. */
export function DashboardButton({ className }: { className?: string }) {
  const user = useOptionalUser();
  const t = useText();
  if (!user) return null;
  return (
    <Link
      to="/dashboard"
      className={cn(buttonVariants({ variant: "primary", size: "lg" }), "shadow-sm", className)}
    >
      <LayoutDashboard aria-hidden />
      {t(dashboardButtonLabelId(user.role))}
      <ArrowRight aria-hidden className="rtl:-scale-x-100" />
    </Link>
  );
}
