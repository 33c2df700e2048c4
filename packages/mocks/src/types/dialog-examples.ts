import type { UserCardBrand } from './user-view.ts';

/** What a member of a shared project may do; exactly one member is the owner. */
export type SharePermission = 'owner' | 'edit' | 'view';

export interface ShareMember {
  email: string;
  /** The person's name when they have an account, else the part of the email before `@`. */
  name: string;
  avatar: string;
  permission: SharePermission;
}

/** Extension: GET /api/pages/dialog-examples/share/{projectId}. */
export interface ProjectShare {
  projectId: string;
  projectName: string;
  members: ShareMember[];
}

/** Extension: the body of PUT /api/pages/dialog-examples/share/{projectId}. */
export interface ProjectShareChanges {
  members: { email: string; permission: SharePermission }[];
}

export type AppCategory = 'crm' | 'ecommerce' | 'analytics' | 'social';
export type AppFramework = 'react' | 'vue' | 'angular' | 'laravel';
export type AppDatabase = 'postgres' | 'mysql' | 'mongodb' | 'firebase';

/** Extension: an app made with POST /api/pages/dialog-examples/apps; of the card only the brand and last four digits are kept. */
export interface CreatedApp {
  id: number;
  name: string;
  category: AppCategory;
  framework: AppFramework;
  database: AppDatabase;
  card: { brand: UserCardBrand; last4: string };
  createdAt: string;
}

/** Extension: the body of POST /api/pages/dialog-examples/apps. */
export interface NewApp {
  name: string;
  category: AppCategory;
  framework: AppFramework;
  database: AppDatabase;
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type DialogProviderId = 'paypal' | 'stripe' | 'adyen' | 'klarna' | 'mollie';

export interface PaymentProvider {
  id: DialogProviderId;
  name: string;
  /** The payment methods the provider takes, shown under its name. */
  methods: string;
  enabled: boolean;
}

/** The stored state of the dialog examples page (`db.dialogExamples`). */
export interface DialogExamplesData {
  shares: ProjectShare[];
  apps: CreatedApp[];
  providers: PaymentProvider[];
}
