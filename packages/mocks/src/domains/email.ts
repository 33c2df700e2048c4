import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { readString, toParams, type QueryInput } from '../lib/query.ts';
import { isRecord } from '../lib/text.ts';
import { EMAIL_FOLDERS, EMAIL_LABELS, emailMatchesQuery } from '../values/email.ts';
import type {
  Email,
  EmailFolder,
  EmailLabel,
  EmailsMeta,
  EmailsResponse,
  EmailUpdate,
} from '../types/email.ts';

/** Whether an email shows under `filter`: trashed, starred, or a folder (deleted ones only in trash). */
function inView(email: Email, filter: string): boolean {
  if (filter === 'trashed') return email.isDeleted;
  if (filter === 'starred') return email.isStarred && !email.isDeleted;
  return email.folder === filter && !email.isDeleted;
}

export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  const meta: EmailsMeta = { inbox: 0, draft: 0, spam: 0, star: 0 };
  for (const e of emails) {
    if (!e.isDeleted && !e.isRead && e.folder === 'inbox') meta.inbox += 1;
    if (!e.isDeleted && e.folder === 'draft') meta.draft += 1;
    if (!e.isDeleted && !e.isRead && e.folder === 'spam') meta.spam += 1;
    if (!e.isDeleted && e.isStarred) meta.star += 1;
  }
  return meta;
}

/**
 * GET /api/apps/email: q on sender name or subject; filter defaults to inbox (README "Calls"), also
 * when a label is given; label narrows to emails carrying it.
 */
export function listEmails(emails: readonly Email[], query: QueryInput): EmailsResponse {
  const params = toParams(query);
  const q = readString(params, 'q');
  const filter = readString(params, 'filter').toLowerCase() || 'inbox';
  const label = readString(params, 'label').toLowerCase();
  const filtered = emails.filter(
    (e) =>
      emailMatchesQuery(e, q) &&
      inView(e, filter) &&
      (label === '' || e.labels.includes(label as EmailLabel)),
  );
  return { emails: filtered, emailsMeta: emailsMeta(emails) };
}

function readIds(raw: unknown): number[] | null {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.length > 0 && list.every((id) => typeof id === 'number' && Number.isInteger(id))
    ? (list as number[])
    : null;
}

/**
 * Only the flags and folder of README "Records and value sets" may change; anything else is
 * refused, not ignored.
 */
function readUpdate(raw: unknown): EmailUpdate | null {
  if (!isRecord(raw)) return null;
  const update: EmailUpdate = {};
  for (const [key, value] of Object.entries(raw)) {
    if (
      (key === 'isStarred' || key === 'isRead' || key === 'isDeleted') &&
      typeof value === 'boolean'
    )
      update[key] = value;
    else if (
      key === 'folder' &&
      typeof value === 'string' &&
      EMAIL_FOLDERS.includes(value as EmailFolder)
    )
      update.folder = value as EmailFolder;
    else return null;
  }
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * POST /api/apps/email: `data` is merged into every listed email; `label` is toggled on each
 * (added if absent, removed if present). Unknown ids are skipped.
 */
export function updateEmails(emails: Email[], body: unknown): Outcome<number> {
  if (!isRecord(body)) return invalid({ body: ['The request body must be a JSON object.'] });
  const ids = readIds(body.ids);
  if (!ids) return invalid({ ids: ['ids must be an email id or a list of them.'] });
  const selected = emails.filter((e) => ids.includes(e.id));
  if (body.label !== undefined && body.label !== null) {
    const label = EMAIL_LABELS.find((l) => l === body.label);
    if (!label) return invalid({ label: [`label must be one of: ${EMAIL_LABELS.join(', ')}.`] });
    for (const email of selected) {
      const at = email.labels.indexOf(label);
      if (at === -1) email.labels.push(label);
      else email.labels.splice(at, 1);
    }
    return success(selected.length);
  }
  const update = readUpdate(body.data);
  if (!update)
    return invalid({
      data: [
        'data must set isStarred, isRead, isDeleted (true/false) or folder (inbox, sent, draft, spam).',
      ],
    });
  for (const email of selected) Object.assign(email, update);
  return success(selected.length);
}
