import { clientLazy } from "~/utils/client-lazy";
import { useCompareItems } from "./compare-store";

// Never rendered on the server: the compare list lives in this browser's localStorage.
const Tray = clientLazy(null, () => import("./compare-tray").then((m) => m.CompareTray));

/** The compare tray's place in the root layout: its code loads once something is picked. */
export function CompareTraySlot() {
  const { items } = useCompareItems();
  return items.length ? <Tray /> : null;
}
