/** What the landing page's contact form sends (POST /api/front/contact). */
export interface FrontContactInput {
  name: string;
  email: string;
  message: string;
}

/** A stored contact message: the answer of POST /api/front/contact. */
export interface FrontContactMessage extends FrontContactInput {
  id: number;
  /** ISO date-time from the fake API's clock. */
  createdAt: string;
}
