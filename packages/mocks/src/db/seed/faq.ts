import type { FaqGroup } from '../../types/pages.ts';

/**
 * FAQ groups; the delivery, cancellation and return answers carry README "Seed" sample statements.
 */
export function seedFaq(): FaqGroup[] {
  return [
    {
      faqTitle: 'Payment',
      faqIcon: 'credit-card',
      faqSubtitle: 'Get help with payment',
      faqs: [
        {
          question: 'When is payment taken for my order?',
          answer:
            'Payment is taken when your order is placed. For pre-orders we take payment when the item ships.',
        },
        {
          question: 'How do I pay for my order?',
          answer:
            'We accept major credit and debit cards and PayPal. You choose the method at checkout.',
        },
        {
          question: 'What should I do if I am having trouble placing an order?',
          answer:
            'Check that your card details and billing address match. If it still fails, contact support and we will help.',
        },
        {
          question:
            'Which license do I need for an end product that is only accessible to paying users?',
          answer: 'You need the extended license when end users are charged to access the product.',
        },
        {
          question: 'Does my subscription automatically renew?',
          answer: 'Yes. You can turn off automatic renewal at any time in your account settings.',
        },
      ],
    },
    {
      faqTitle: 'Delivery',
      faqIcon: 'truck-delivery',
      faqSubtitle: 'Get help with delivery',
      faqs: [
        {
          question: 'How would you ship my order?',
          answer:
            'Small items ship as parcels; large items such as furniture use scheduled delivery with a two-person team.',
        },
        {
          question: 'What is the delivery cost of my order?',
          answer:
            'Scheduled delivery costs $69 or $99 per order depending on the destination postal code. Parcel delivery is free.',
        },
        {
          question: 'What to do if my product arrives damaged?',
          answer:
            'We will replace it at no cost. Please report the damage within 48 hours of arrival and keep the packaging.',
        },
      ],
    },
    {
      faqTitle: 'Cancellation & Return',
      faqIcon: 'rotate-2',
      faqSubtitle: 'Get help with cancellation & return',
      faqs: [
        {
          question: 'Can I cancel my order?',
          answer:
            'Scheduled delivery orders can be cancelled up to 72 hours before delivery. Parcel orders cannot be cancelled once placed.',
        },
        {
          question: 'Can I return my product?',
          answer: 'You can return products within 15 days of delivery for a full refund.',
        },
        {
          question: 'Where can I view the status of my return?',
          answer:
            'Open My Orders and select the order; the return status is shown at the top of the page.',
        },
      ],
    },
    {
      faqTitle: 'My Orders',
      faqIcon: 'box',
      faqSubtitle: 'Order details',
      faqs: [
        {
          question: 'Has my order been successful?',
          answer:
            'You should receive a confirmation email within 24 hours. If it has not arrived, check your spam folder or contact us.',
        },
        {
          question: 'My promotion code is not working, what can I do?',
          answer:
            'Codes are case sensitive and have an expiry date. Contact support if a valid code is refused.',
        },
        {
          question: 'How do I track my order?',
          answer: 'Use the tracking link in your shipping confirmation email.',
        },
      ],
    },
    {
      faqTitle: 'Product & Services',
      faqIcon: 'settings',
      faqSubtitle: 'Get help with product & services',
      faqs: [
        {
          question: 'Will I be notified once my order has shipped?',
          answer:
            'Yes, we send an email with a tracking link as soon as your order leaves the warehouse.',
        },
        {
          question: 'Where can I find warranty information?',
          answer: 'Warranty details are on each product page and in the box.',
        },
        {
          question: 'How can I purchase additional warranty coverage?',
          answer: 'Extended coverage can be added at checkout or within 30 days of delivery.',
        },
      ],
    },
  ];
}
