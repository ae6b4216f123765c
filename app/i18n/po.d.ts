// A catalogue imported through @lingui/vite-plugin: its compiled messages.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
