import type { Email } from '@atrium/mocks/types';
import { describe, expect, it } from 'vitest';

import { EMPTY_DRAFT, isBlankDraft, replyAllUseful, replyDraft } from './reply-draft.ts';

const texts = {
  quoteHeader: 'On 3 May, Amelia <Chen> wrote:',
  replyPrefix: 'Re: ',
  forwardPrefix: 'Fwd: ',
};
const mail: Email = {
  id: 7,
  from: { email: 'amelia@shop.com', name: 'Amelia', avatar: '' },
  to: [
    { email: 'me@atrium.shop', name: 'Me' },
    { email: 'ops@shop.com', name: 'Ops' },
  ],
  cc: ['ME@atrium.shop', 'legal@shop.com'],
  bcc: [],
  subject: 'Re: Prices',
  message: '<p>Hello</p>',
  attachments: [{ fileName: 'prices.pdf', size: '2mb', url: '/p.pdf', thumbnail: '/pdf.png' }],
  isStarred: false,
  labels: [],
  time: '2026-05-03T09:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
};

describe('replyDraft', () => {
  it('replies to the sender, the subject prefixed once, the message quoted under its header', () => {
    const draft = replyDraft(mail, 'reply', texts, 'me@atrium.shop');
    expect(draft.to).toEqual([{ email: 'amelia@shop.com', name: 'Amelia' }]);
    expect(draft.cc).toEqual([]);
    expect(draft.subject).toBe('Re: Prices');
    expect(draft.message).toBe(
      '<p></p><blockquote><p>On 3 May, Amelia &lt;Chen&gt; wrote:</p><p>Hello</p></blockquote>',
    );
    expect(draft.attachments).toEqual([]);
  });

  it('replies to all but the user, in any case', () => {
    const draft = replyDraft(mail, 'replyAll', texts, 'me@atrium.shop');
    expect(draft.to.map((a) => a.email)).toEqual(['amelia@shop.com', 'ops@shop.com']);
    expect(draft.cc).toEqual([{ email: 'legal@shop.com', name: 'legal@shop.com' }]);
    expect(replyAllUseful(mail, 'me@atrium.shop')).toBe(true);
    expect(
      replyAllUseful(
        { ...mail, to: [{ email: 'me@atrium.shop', name: 'Me' }], cc: [] },
        'me@atrium.shop',
      ),
    ).toBe(false);
  });

  it('forwards to nobody yet, with the files', () => {
    const draft = replyDraft(mail, 'forward', texts);
    expect(draft.to).toEqual([]);
    expect(draft.subject).toBe('Fwd: Re: Prices');
    expect(draft.attachments.map((f) => f.fileName)).toEqual(['prices.pdf']);
  });
});

describe('isBlankDraft', () => {
  it('sees the editor’s empty paragraph as nothing, and any field as something', () => {
    expect(isBlankDraft({ ...EMPTY_DRAFT, message: '<p></p>' })).toBe(true);
    expect(isBlankDraft({ ...EMPTY_DRAFT, subject: ' ' })).toBe(true);
    expect(isBlankDraft({ ...EMPTY_DRAFT, message: '<p>x</p>' })).toBe(false);
    expect(isBlankDraft({ ...EMPTY_DRAFT, to: [{ email: 'a@b.co', name: 'a@b.co' }] })).toBe(false);
  });
});

describe('replyDraft, the subject and one’s own message', () => {
  it('keeps a reply prefix of any language, and replies to one’s own message’s recipients', () => {
    const own = { ...mail, from: { ...mail.from, email: 'me@atrium.shop' }, subject: 'AW: Preise' };
    const draft = replyDraft(own, 'reply', texts, 'me@atrium.shop');
    expect(draft.subject).toBe('AW: Preise');
    expect(draft.to.map((a) => a.email)).toEqual(['ops@shop.com']);
    expect(replyDraft({ ...mail, subject: 'Prices' }, 'reply', texts).subject).toBe('Re: Prices');
  });
});
