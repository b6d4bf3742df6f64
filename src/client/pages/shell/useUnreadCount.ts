/** Unread notices (status empty). Notifications arrive in a later issue; until then nothing is unread. */
export function useUnreadCount(): number {
  return 0;
}
