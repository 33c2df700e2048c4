/**
 * The access contract shared by the fake API and the app: the ability subjects a role's
 * permission matrix covers (the subjects the route table and the navigation check), and the one
 * mapping between a matrix and CASL rules. A role's matrix is the source of its users' rules:
 * read → `read`, write → `update`, create → `create`, all three → `manage`.
 */

/** Every subject of the app's routes, in the role dialog's order (`all` is the admin's alone). */
export const ABILITY_SUBJECTS = [
  'Dashboard',
  'Ecommerce',
  'Email',
  'Chat',
  'Calendar',
  'Kanban',
  'Invoice',
  'User',
  'Role',
  'Academy',
  'Logistics',
  'Profile',
  'AclDemo',
] as const;
export type AbilitySubject = (typeof ABILITY_SUBJECTS)[number];

/** The three columns of the matrix. */
export const MATRIX_COLUMNS = ['read', 'write', 'create'] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

/** One row of a role's permission matrix. */
export interface MatrixRow {
  subject: string;
  read: boolean;
  write: boolean;
  create: boolean;
}

/** A CASL rule in its raw form, as sign-in answers them. */
export interface RawAbilityRule {
  action: string;
  subject: string;
}

/** The CASL action each matrix column grants. */
export const COLUMN_ACTIONS = {
  read: 'read',
  write: 'update',
  create: 'create',
} as const satisfies Record<MatrixColumn, string>;

/** A matrix as CASL rules: a row with all three columns is one `manage` rule. */
export function matrixToRules(rows: readonly MatrixRow[]): RawAbilityRule[] {
  return rows.flatMap((row) => {
    if (row.read && row.write && row.create) return [{ action: 'manage', subject: row.subject }];
    return MATRIX_COLUMNS.filter((column) => row[column]).map((column) => ({
      action: COLUMN_ACTIONS[column],
      subject: row.subject,
    }));
  });
}

/**
 * CASL rules as a matrix over `subjects`: `manage` (on the subject or on `all`) ticks all three
 * columns. Rules the matrix cannot show (delete, conditions, inverted) are left out.
 */
export function rulesToMatrix(
  rules: readonly RawAbilityRule[],
  subjects: readonly string[] = ABILITY_SUBJECTS,
): MatrixRow[] {
  const grants = (subject: string, action: string) =>
    rules.some(
      (rule) =>
        (rule.subject === subject || rule.subject === 'all') &&
        (rule.action === action || rule.action === 'manage'),
    );
  return subjects.map((subject) => ({
    subject,
    read: grants(subject, COLUMN_ACTIONS.read),
    write: grants(subject, COLUMN_ACTIONS.write),
    create: grants(subject, COLUMN_ACTIONS.create),
  }));
}
