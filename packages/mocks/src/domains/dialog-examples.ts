import type { Db } from '../db/schema.ts';
import { avatarPath } from '../lib/asset-paths.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import { isRecord } from '../lib/text.ts';
import type {
  AppCategory,
  AppDatabase,
  AppFramework,
  CreatedApp,
  PaymentProvider,
  DialogProviderId,
  ProjectShare,
  ShareMember,
  SharePermission,
} from '../types/dialog-examples.ts';
import { cardBrand, cardDigits } from '../values/card.ts';
import { readCardFields } from './user-view-billing.ts';

export type DialogExamplesDb = Pick<Db, 'dialogExamples'>;

export const PROJECT_NOT_FOUND = 'Project not found';
export const APP_CATEGORIES: readonly AppCategory[] = ['crm', 'ecommerce', 'analytics', 'social'];
export const APP_FRAMEWORKS: readonly AppFramework[] = ['react', 'vue', 'angular', 'laravel'];
export const APP_DATABASES: readonly AppDatabase[] = ['postgres', 'mysql', 'mongodb', 'firebase'];
const PERMISSIONS: readonly SharePermission[] = ['owner', 'edit', 'view'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const findShare = (db: DialogExamplesDb, projectId: string | undefined) =>
  db.dialogExamples.shares.find((s) => s.projectId === projectId);

/** Extension: GET /api/pages/dialog-examples/share: every shared project with its people. */
export const listProjectShares = (db: DialogExamplesDb): ProjectShare[] => db.dialogExamples.shares;

/** Extension: GET /api/pages/dialog-examples/share/{projectId}. */
export function getProjectShare(
  db: DialogExamplesDb,
  projectId: string | undefined,
): Outcome<ProjectShare> {
  const share = findShare(db, projectId);
  return share ? success(share) : notFound(PROJECT_NOT_FOUND);
}

interface MemberChange {
  email: string;
  permission: SharePermission;
}

const isMemberChange = (item: unknown): item is MemberChange =>
  isRecord(item) &&
  typeof item.email === 'string' &&
  EMAIL.test(item.email.trim()) &&
  PERMISSIONS.includes(item.permission as SharePermission);

/** Someone new to the project: their name is the email's local part until they have an account. */
function newMember({ email, permission }: MemberChange): ShareMember {
  const name = email.split('@')[0] ?? email;
  return { email, name, avatar: avatarPath(name), permission };
}

/**
 * Extension: PUT /api/pages/dialog-examples/share/{projectId} `{ members: [{ email, permission }] }`
 * replaces the project's people: every email valid and listed once, exactly one owner. People
 * already on the project keep their name and picture.
 */
export function updateProjectShare(
  db: DialogExamplesDb,
  projectId: string | undefined,
  body: unknown,
): Outcome<ProjectShare> {
  const share = findShare(db, projectId);
  if (!share) return notFound(PROJECT_NOT_FOUND);
  const reader = new BodyReader(body);
  const changes = reader.list('members', isMemberChange, {
    what: '{ email, permission } with a valid email and owner, edit or view',
  });
  if (!changes) return invalid(reader.errors);
  const emails = changes.map((m) => m.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length)
    return invalid({ members: ['Each person can be listed only once.'] });
  if (changes.filter((m) => m.permission === 'owner').length !== 1)
    return invalid({ members: ['A project has exactly one owner.'] });
  share.members = changes.map((change, i) => {
    const email = emails[i] ?? change.email;
    const known = share.members.find((m) => m.email.toLowerCase() === email);
    return known
      ? { ...known, permission: change.permission }
      : newMember({ email, permission: change.permission });
  });
  return success(share);
}

/** Extension: GET /api/pages/dialog-examples/apps, newest first. */
export const listApps = (db: DialogExamplesDb): CreatedApp[] =>
  [...db.dialogExamples.apps].sort((a, b) => b.id - a.id);

/**
 * Extension: POST /api/pages/dialog-examples/apps `{ name, category, framework, database, holder,
 * number, expiry, cvc }`: a name not taken (case-insensitive), the three choices, and a card that
 * passes the cards' checks. Of the card only its brand and last four digits are kept.
 */
export function createApp(db: DialogExamplesDb, body: unknown, now: Date): Outcome<CreatedApp> {
  const reader = new BodyReader(body);
  const name = reader.string('name', { max: 60 });
  const { apps } = db.dialogExamples;
  if (name && apps.some((a) => a.name.toLowerCase() === name.toLowerCase()))
    reader.fail('name', 'An app with this name already exists.');
  const category = reader.oneOf('category', APP_CATEGORIES);
  const framework = reader.oneOf('framework', APP_FRAMEWORKS);
  const database = reader.oneOf('database', APP_DATABASES);
  const { number } = readCardFields(reader, now);
  if (!reader.ok || !name || !category || !framework || !database || !number)
    return invalid(reader.errors);
  const app: CreatedApp = {
    id: Math.max(0, ...apps.map((a) => a.id)) + 1,
    name,
    category,
    framework,
    database,
    card: { brand: cardBrand(number), last4: cardDigits(number).slice(-4) },
    createdAt: now.toISOString(),
  };
  apps.push(app);
  return success(app);
}

/** Extension: GET /api/pages/dialog-examples/providers. */
export const listProviders = (db: DialogExamplesDb): PaymentProvider[] =>
  db.dialogExamples.providers;

/**
 * Extension: PUT /api/pages/dialog-examples/providers `{ enabled: [id] }`: the providers listed
 * are on, the others off. At least one stays on, or the shop could take no payment.
 */
export function updateProviders(db: DialogExamplesDb, body: unknown): Outcome<PaymentProvider[]> {
  const { providers } = db.dialogExamples;
  const ids = providers.map((p) => p.id);
  const reader = new BodyReader(body);
  const enabled = reader.list(
    'enabled',
    (item): item is DialogProviderId => ids.includes(item as DialogProviderId),
    { what: `provider ids (${ids.join(', ')})` },
  );
  if (!enabled) return invalid(reader.errors);
  if (enabled.length === 0) return invalid({ enabled: ['Keep at least one payment provider on.'] });
  for (const provider of providers) provider.enabled = enabled.includes(provider.id);
  return success(providers);
}
