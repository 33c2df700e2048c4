/** One of the shop's staff: who can be on a kanban card or invited to a calendar event. */
export interface TeamMember {
  name: string;
  /** Avatar path (`/mock-assets/avatars/<name>.svg`). */
  img: string;
}
