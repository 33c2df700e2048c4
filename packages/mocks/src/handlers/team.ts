import { TEAM } from '../db/seed/team.ts';
import { api, get, json } from './kit.ts';

/** Extension: `GET /api/apps/team`, the staff a kanban card or a calendar event can name. */
export const teamHandlers = [get(api('/apps/team'), () => json(TEAM))];
