// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { getDb } from '../db/store.ts';
import type { EmailsResponse } from '../types/email.ts';
import type { Invoice } from '../types/invoice.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const INVOICE = '/api/apps/invoice';
const withStatus = (status: Invoice['invoiceStatus']) =>
  getDb().invoices.find((i) => i.invoiceStatus === status) as Invoice;
const mail = (invoice: Invoice) => ({
  from: 'billing@atrium.shop',
  to: invoice.client.companyEmail,
  subject: `Invoice #${invoice.id}`,
  message: `Hello <${invoice.client.name}>,\n\nYour invoice: https://atrium.example/apps/invoice/preview/${invoice.id}`,
});
const sentFolder = async () =>
  (await getJson<EmailsResponse>('/api/apps/email?filter=sent')).body.emails;

describe('POST /api/apps/invoice/{id}/send', () => {
  it('answers 200 with the invoice, now Sent, and files the mail first in Mail’s Sent folder', async () => {
    const draft = withStatus('Draft');
    const before = await sentFolder();
    const { status, body } = await call<Invoice>(
      'POST',
      `${INVOICE}/${draft.id}/send`,
      mail(draft),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: draft.id, invoiceStatus: 'Sent' });
    const after = await sentFolder();
    expect(after).toHaveLength(before.length + 1);
    const ids = getDb().emails.flatMap((e) => [e.id, ...e.replies.map((r) => r.id)]);
    expect(after[0]).toMatchObject({
      id: Math.max(...ids),
      folder: 'sent',
      isRead: true,
      from: { name: 'John Doe', email: 'billing@atrium.shop' },
      to: [{ name: draft.client.name, email: draft.client.companyEmail }],
      subject: `Invoice #${draft.id}`,
      message: `<p>Hello &lt;${draft.client.name}&gt;,</p><p>Your invoice: https://atrium.example/apps/invoice/preview/${draft.id}</p>`,
      time: fixedNow.toISOString(),
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a payment status, which says more than Sent', async () => {
    for (const status of ['Paid', 'Partial Payment'] as const) {
      const invoice = withStatus(status);
      const { body } = await call<Invoice>('POST', `${INVOICE}/${invoice.id}/send`, mail(invoice));
      expect(body.invoiceStatus).toBe(status);
    }
  });

  it('names the signed-in user as the sender', async () => {
    const login = await call<{ accessToken: string }>('POST', '/api/auth/login', {
      email: 'client@demo.com',
      password: 'client',
    });
    const invoice = withStatus('Sent');
    const response = await fetch(`${ORIGIN}${INVOICE}/${invoice.id}/send`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${login.body.accessToken}`,
      },
      body: JSON.stringify(mail(invoice)),
    });
    expect(response.status).toBe(200);
    expect((await sentFolder())[0]?.from.name).toBe('Jane Doe');
  });

  it('answers field errors and stores nothing', async () => {
    const invoice = withStatus('Draft');
    const before = getDb().emails.length;
    expectFieldErrors(
      await call('POST', `${INVOICE}/${invoice.id}/send`, {
        from: 'billing',
        to: '',
        subject: 'x'.repeat(201),
        message: 'y'.repeat(5_001),
      }),
      ['from', 'to', 'subject', 'message'],
    );
    expectFieldErrors(await call('POST', `${INVOICE}/${invoice.id}/send`, {}), [
      'from',
      'to',
      'subject',
    ]);
    expect(getDb().emails).toHaveLength(before);
    expect(getDb().invoices.find((i) => i.id === invoice.id)?.invoiceStatus).toBe('Draft');
  });

  it('answers 404 No invoice found with this id', async () => {
    const { status, body } = await call('POST', `${INVOICE}/1/send`, mail(withStatus('Sent')));
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No invoice found with this id' });
  });
});
