import { illustrationPath } from '../../lib/asset-paths.ts';
import type {
  HelpCenterArticle,
  HelpCenterCard,
  HelpCenterCategory,
  HelpCenterData,
} from '../../types/pages.ts';
import { slugify } from '../../lib/text.ts';

/** A topic card opening `article` of `category` (titles, slugified as the categories' are). */
const card = (
  title: string,
  subtitle: string,
  [category, article]: [string, string],
): HelpCenterCard => ({
  slug: slugify(title),
  title,
  subtitle,
  img: illustrationPath(`help-${title}`),
  article: { category: slugify(category), slug: slugify(article) },
});

const category = (title: string, icon: string, articles: string[]): HelpCenterCategory => ({
  title,
  icon,
  slug: slugify(title),
  articles: articles.map((a) => ({ title: a, slug: slugify(a) })),
});

export function seedHelpCenter(): HelpCenterData {
  return {
    popularArticles: [
      card('Getting Started', 'Set up your store, add products and take the first order.', [
        'Orders & Delivery',
        'How to add product in cart?',
      ]),
      card('First Steps', 'Invite your team, choose roles and connect payments.', [
        'Licenses',
        'Which license do I need?',
      ]),
      card('Add Ons', 'Extend the shop with shipping, tax and marketing add-ons.', [
        'Item Support',
        'What is Item Support?',
      ]),
    ],
    keepLearning: [
      card('Blogging', 'Publish stories that bring visitors to the shop.', [
        'Account Settings',
        'Are RSS feeds available?',
      ]),
      card('Inspiration Center', 'Ideas and examples from successful stores.', [
        'Buying',
        'What are Favourites?',
      ]),
      card('Community', 'Ask questions and share tips with other merchants.', [
        'Item Support',
        'How to contact an author?',
      ]),
    ],
    allArticles: [
      category('Buying', 'shopping-cart', [
        'What are Favourites?',
        'How do I purchase an item?',
        'How do I add or change my details?',
        'How do refunds work?',
        'Can I Get A Refund?',
        "I'm trying to find a specific item",
      ]),
      category('Item Support', 'help', [
        'What is Item Support?',
        'How to contact an author?',
        'Where is my purchase code?',
        'Extend or renew Item Support',
        'Item Support FAQ',
        'Why has my item been removed?',
      ]),
      category('Licenses', 'file-certificate', [
        'Can I use the same license for the same site?',
        'Can I get a refund if I bought the wrong license?',
        'Which license do I need?',
        'What is the Regular License?',
        'What is the Extended License?',
        'License FAQ',
      ]),
      category('Orders & Delivery', 'truck-delivery', [
        'How to add product in cart?',
        'Tracking a parcel',
        'Scheduled delivery explained',
        'Changing a delivery address',
        'Reporting a damaged item',
        'Delivery FAQ',
      ]),
      category('Account & Password', 'lock', [
        'Signing in with a social account',
        'Locked out of account',
        "I'm not receiving the verification email",
        'Forgotten Username Or Password',
        'New password not accepted',
        'What is Sign In Verification?',
      ]),
      category('Account Settings', 'user', [
        'How do I change my password?',
        'How do I change my username?',
        'How do I close my account?',
        'How do I change my email address?',
        'How can I regain access to my account?',
        'Are RSS feeds available?',
      ]),
    ],
  };
}

export function seedHelpCenterArticle(): HelpCenterArticle {
  return {
    title: 'How to add product in cart?',
    lastUpdated: '1 month ago  -  Updated',
    productContent:
      '<p>If you are after only one item, simply choose the Buy Now option on the item page. This takes you directly to checkout.</p><p>If you want several different items, use the Add To Cart button and then choose Keep Browsing to continue shopping or Checkout to finalise your purchase.</p>',
    checkoutContent:
      '<p>You can go back to your cart at any time by clicking on the cart icon at the top right of the page.</p><p>Once you are happy with the items, select Checkout, confirm your delivery details and choose a payment method.</p>',
    articleList: [
      'Saving items for later',
      'Applying a promotion code',
      'Choosing a delivery option',
      'Paying with PayPal',
      'Checking out as a guest',
      'Changing the quantity of an item',
    ],
    checkoutImg: illustrationPath('help-checkout'),
    productImg: illustrationPath('help-product'),
  };
}
