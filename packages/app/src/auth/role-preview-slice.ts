import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { apiUnauthorized } from '@atrium/features';
import type { RolePreview } from '@atrium/features/access';

import { signOut } from './session-slice.ts';

/**
 * "Preview as this role": while set, the navigation, the guard and the screens use the role's
 * rules instead of the session's. Never written to the cookies: a reload ends it, and so does
 * signing out.
 */
export const rolePreviewSlice = createSlice({
  name: 'rolePreview',
  initialState: null as RolePreview | null,
  reducers: {
    previewStarted: (_state, action: PayloadAction<RolePreview>) => action.payload,
    previewEnded: () => null,
  },
  extraReducers: (builder) =>
    builder.addCase(signOut, () => null).addCase(apiUnauthorized, () => null),
});

export const { previewStarted, previewEnded } = rolePreviewSlice.actions;
