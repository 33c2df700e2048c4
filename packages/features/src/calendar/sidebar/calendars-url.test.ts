import { describe, expect, it } from 'vitest';

import { calendarsOf, toggled, withCalendars } from './calendars-url.ts';

const params = (query: string) => new URLSearchParams(query);

describe('calendarsOf', () => {
  it('is every calendar when the URL names none', () => {
    expect(calendarsOf(params(''))).toEqual(['Business', 'Holiday', 'Personal', 'Family', 'ETC']);
  });

  it('reads the repeated parameter, in the side pane’s order, dropping unknown names', () => {
    expect(calendarsOf(params('calendars=Family&calendars=Business&calendars=Nope'))).toEqual([
      'Business',
      'Family',
    ]);
  });

  it('is none for an empty parameter', () => {
    expect(calendarsOf(params('calendars='))).toEqual([]);
  });
});

describe('withCalendars', () => {
  it('writes the repeated parameter and keeps the other keys', () => {
    expect(withCalendars(params('view=week'), ['Family', 'Business']).toString()).toBe(
      'view=week&calendars=Business&calendars=Family',
    );
  });

  it('drops the key for all and keeps it empty for none, and reads back the same', () => {
    const all = withCalendars(params('calendars=Family'), [
      'Business',
      'Holiday',
      'Personal',
      'Family',
      'ETC',
    ]);
    expect(all.has('calendars')).toBe(false);
    const none = withCalendars(params(''), []);
    expect(none.toString()).toBe('calendars=');
    expect(calendarsOf(none)).toEqual([]);
  });

  it('toggles one calendar', () => {
    expect(toggled(['Business'], 'Family', true)).toEqual(['Business', 'Family']);
    expect(toggled(['Business', 'Family'], 'Business', false)).toEqual(['Family']);
    expect(toggled(['Business'], 'Nope', true)).toEqual(['Business']);
  });
});
