import type { Db } from '../db/schema.ts';
import { notFound, success, invalid, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { ProfileConnectionCard, ProfileHeader } from '../types/pages.ts';

/** The profile page's saves read and change the header and the connections tab. */
export type ProfileDb = Pick<Db, 'profileHeader' | 'profileTabs'>;

/**
 * Extension: PUT /api/pages/profile/header `{ connected }`, the header's "Connected" toggle. The
 * header answers `connected` from then on (absent before: not connected).
 */
export function setProfileConnected(db: ProfileDb, body: unknown): Outcome<ProfileHeader> {
  const reader = new BodyReader(body);
  const connected = reader.boolean('connected', { required: true });
  if (!reader.ok || connected === undefined) return invalid(reader.errors);
  db.profileHeader.connected = connected;
  return success(db.profileHeader);
}

/**
 * Extension: PUT /api/pages/profile/connections/{name} `{ isConnected }`, the connect / disconnect
 * button of one card of the connections tab (names match exactly; 404 for an unknown one).
 */
export function setProfileConnection(
  db: ProfileDb,
  name: string | undefined,
  body: unknown,
): Outcome<ProfileConnectionCard> {
  const card = db.profileTabs.connections.find((c) => c.name === name);
  if (!card) return notFound(`No connection named ${String(name)}`);
  const reader = new BodyReader(body);
  const isConnected = reader.boolean('isConnected', { required: true });
  if (!reader.ok || isConnected === undefined) return invalid(reader.errors);
  card.isConnected = isConnected;
  return success(card);
}
