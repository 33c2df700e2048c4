import { getResponse, http, type HttpHandler } from 'msw';

import { wizardsHandlers } from '@atrium/mocks';

/**
 * The wizards' calls as the demo admin makes them. Stories and jsdom tests have no session (the
 * app's store holds it), and the checkout places its order for the token's user
 * (packages/mocks/README.md "Wizards (extension)"): this adds that user's bearer token.
 */
export const signedInWizards: HttpHandler = http.all('*/api/pages/wizards/*', ({ request }) => {
  const headers = new Headers(request.headers);
  headers.set('Authorization', 'Bearer atrium-mock.1.story');
  return getResponse(wizardsHandlers, new Request(request, { headers }));
});

/** Story parameters: the wizards' calls as the demo admin, then `overrides` first. */
export const withWizards = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { wizards: [...overrides, signedInWizards] } },
});
