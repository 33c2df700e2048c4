import type {
  Invoice,
  InvoiceClient,
  InvoiceDetailsResponse,
  InvoiceInput,
  InvoicePaymentInput,
  InvoiceSendInput,
  InvoicesResponse,
  InvoicesSummary,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints, summaryEndpoint } from '../../api/crud-endpoints.ts';

const PATH = 'apps/invoice';
const LIST = { type: 'Invoice', id: 'LIST' } as const;

/** The fields a save sends: everything but the id and the server-kept avatar and payments. */
export type InvoiceBody = Partial<Omit<InvoiceInput, 'payments'>>;

/** Refreshes the invoice and every list and summary that counts it (its balance or status moved). */
const touched = (id: number) => [{ type: 'Invoice' as const, id }, LIST];

export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<InvoicesResponse, Invoice, InvoiceBody, InvoiceDetailsResponse>(
      build,
      { path: PATH, tag: 'Invoice', rowsOf: (data) => data.invoices },
    );
    return {
      /**
       * q (client name, company email or id), status, selectedDateRange (`start to end`), sortBy
       * (id, client, total, date, balance), orderBy, page, itemsPerPage. Unsorted: newest id first.
       */
      getInvoices: crud.list,
      /** Extension: the list's four cards; refreshed with the lists. */
      getInvoicesSummary: summaryEndpoint<InvoicesSummary>(build, PATH, LIST),
      /** `{ invoice, paymentDetails }`; 404 `{ message: 'No invoice found with this id' }`. */
      getInvoice: crud.get,
      /** Extension: 201 with the invoice (id = largest + 1); 400 `{ errors }` per field. */
      createInvoice: crud.create,
      /** Extension: merges the fields given; 400 `{ errors }`, 404 `{ message }`. */
      updateInvoice: crud.update,
      /** 204; an unknown id answers 404 `{ error: 'Something went wrong' }`. */
      deleteInvoice: crud.remove,
      /** Extension: a copy as a new Draft issued today, no payments; 201 with it. */
      duplicateInvoice: build.mutation<Invoice, number>({
        query: (id) => ({ url: `${PATH}/${id}/duplicate`, method: 'POST' }),
        invalidatesTags: (result) => (result ? [LIST] : []),
      }),
      /**
       * Extension: records a payment (amount > 0 and ≤ balance); the balance drops and the status
       * becomes Partial Payment or Paid. 201 with the invoice; 400 `{ errors }` per field.
       */
      addInvoicePayment: build.mutation<Invoice, { id: number; payment: InvoicePaymentInput }>({
        query: ({ id, payment }) => ({
          url: `${PATH}/${id}/payments`,
          method: 'POST',
          body: payment,
        }),
        invalidatesTags: (result, _error, { id }) => (result ? touched(id) : []),
      }),
      /**
       * Extension: status Sent, and the mail is stored in Mail's Sent folder. 200 with the
       * invoice; 400 `{ errors }` per field.
       */
      sendInvoice: build.mutation<Invoice, { id: number; mail: InvoiceSendInput }>({
        query: ({ id, mail }) => ({ url: `${PATH}/${id}/send`, method: 'POST', body: mail }),
        invalidatesTags: (result, _error, { id }) => (result ? touched(id) : []),
      }),
      /** SPEC: the clients of the first five invoices, then (extension) those added. */
      getInvoiceClients: build.query<InvoiceClient[], void>({
        query: () => `${PATH}/clients`,
        providesTags: [{ type: 'InvoiceClient', id: 'LIST' }],
      }),
      /** Extension: 201 with the client; 400 `{ errors }` (name, a valid unique companyEmail). */
      createInvoiceClient: build.mutation<InvoiceClient, InvoiceClient>({
        query: (client) => ({ url: `${PATH}/clients`, method: 'POST', body: client }),
        invalidatesTags: (result) => (result ? [{ type: 'InvoiceClient', id: 'LIST' }] : []),
      }),
    };
  },
});

export const {
  useGetInvoicesQuery,
  useLazyGetInvoicesQuery,
  useGetInvoicesSummaryQuery,
  useGetInvoiceQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation,
  useDuplicateInvoiceMutation,
  useAddInvoicePaymentMutation,
  useSendInvoiceMutation,
  useGetInvoiceClientsQuery,
  useCreateInvoiceClientMutation,
} = invoicesApi;
