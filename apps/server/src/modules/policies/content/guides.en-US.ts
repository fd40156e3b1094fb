import type { PageTexts } from './types.js';

/** The guide pages of Policy in en-US. */
export const guides: PageTexts<'how-to-start' | 'shipping-policy' | 'refunds' | 'ioss'> = {
  'how-to-start': {
    title: 'How to start',
    body: `From sign-up to your first paid order in eight steps. Each step names the page of the console where you do it.

## 1. Create your account

Register with your business email address and a password of at least 8 characters. We email you a 6-digit code: enter it on the Workplace to verify the address. Until it is verified you can browse the market, but you cannot recharge your balance or pay orders.

## 2. Secure your account

In **My Account** fill in your profile and turn on **two-factor sign-in** with an authenticator app. Keep the recovery codes somewhere safe: each one signs you in once if you lose your phone.

## 3. Set up your console

Open **Setting** and go through its pages once:

- **Basic**: language, time zone, how dates and money are shown, and whether new orders are paid from your balance automatically (with a daily limit).
- **Shipping**: the country you usually ship to and, per destination, the shipping method you prefer and a fallback.
- **Praise card**: a thank-you card in every parcel, if you want one.
- **IOSS**: your EU IOSS number, if you sell to the European Union.
- **Email**: which events we email you about.

## 4. Find products in the market

The **Market** lists our suppliers' products. Search by name or SKU, filter by category, cost and ship-from warehouse, and choose the destination country to see the shipping cost and delivery time on every card.

## 5. Build your import list

Tick the products you like and choose **Add to import list**. In the **Import List** you edit titles, descriptions, images and variants, and your **pricing rules** turn our cost into your store price.

## 6. Link your store

In **Add My Store** connect your Shopify store. You approve Dropport in Shopify once; we never see your Shopify password.

## 7. Push your products

From the import list, push the products to your store. They move to **My Products**, where you see which store sells them and keep prices and stock in step.

## 8. Pay your orders

When a customer buys, the order appears in **Orders**. Recharge your **Balance** by card or bank transfer, then pay the orders: we buy, pack and ship them, and the tracking number goes back to your store.

### Need help?

Open a **support ticket** from Home. We answer within one business day.
`,
  },
  'shipping-policy': {
    title: 'Shipping policy',
    body: `How long orders take, how they travel and what happens when a parcel goes astray.

## Processing time

Once an order is paid, our suppliers need **1 to 3 business days** to pick, check and pack it. Products held in **My Cloud Warehouse** or in a warehouse near your customer usually leave within 24 hours. Orders paid before 14:00 (warehouse time) count from the same day.

## Shipping methods

You choose the default method per destination country in **Setting → Shipping**, with a fallback for products the first method cannot carry.

| Method | Typical delivery | Tracking |
| --- | --- | --- |
| Dropport Standard | 7–15 days | Full |
| Dropport Express | 3–7 days | Full |
| Economy Post | 12–25 days | Partial |
| YunExpress Standard | 6–12 days | Full |
| DHL eCommerce | 5–10 days | Full |
| USPS via Dropport Line | 5–9 days (US only) | Full |

Delivery days are counted from the day the parcel leaves the warehouse and are estimates, not promises: customs, holidays and weather can add days.

## Shipping costs

Each product page shows the cost per method for the destination you choose. The cost depends on the parcel's weight (a first-weight price plus a price per extra weight) and is paid with the order from your balance.

## Tracking

Every parcel shipped with full tracking gets a tracking number within 48 hours of dispatch. We send it to your store and, if you chose so in **Setting → Shipping**, your store tells your customer. You can set a tracking page address of your own with the \`{trackingNumber}\` placeholder.

## Lost or late parcels

- A parcel with no tracking update for **20 days**, or not delivered **15 days** after the longest delivery time of its method, is treated as lost.
- Open a support ticket with the order number: we check with the carrier and, if it is lost, we reship the order or refund it to your balance, as you prefer.
- A parcel returned because the address was wrong or incomplete is not our fault: we can reship it once you correct the address and pay the new shipping cost.

## Addresses and customs

Make sure your store sends complete addresses with a phone number. Duties and taxes in the destination country are paid by the receiver, except on EU orders declared under your IOSS number (see **IOSS explained**).
`,
  },
  refunds: {
    title: 'Refunds',
    body: `When we refund an order, how to ask, and where the money goes.

## When you get a refund

| Situation | What we refund |
| --- | --- |
| Order cancelled before it ships | The whole order |
| Product out of stock after payment | That product and its share of shipping |
| Parcel lost (see the shipping policy) | The whole order, or a free reshipment |
| Product damaged or not as described | That product, or a free replacement |
| Wrong product or quantity sent | The missing or wrong items, or a replacement |

We do not refund orders delivered to the address your store gave us, a customer who changed their mind, or delays caused by customs.

## How to ask

1. Open a **support ticket** from Home within **15 days** of delivery (or of the day the parcel is treated as lost).
2. Give the order number and what went wrong.
3. For damaged or wrong products, add clear photos of the product and its label.

We answer within one business day and decide within five.

## Where the money goes

Refunds are credited to your Dropport **Balance**, in US dollars, to the cent, and appear in its history with the order number. You can spend them on new orders at once. If you want the balance paid back to you, ask in a support ticket: we send it to the card or bank account you recharged from, less any fees the payment provider charges us.

### Your customers

Your customers buy from your store, so you refund them under your own store's policy. A refund from us to you does not refund your customer automatically.
`,
  },
  ioss: {
    title: 'IOSS explained',
    body: `What the EU's Import One-Stop Shop is and how Dropport uses your IOSS number.

## What is IOSS?

Since 1 July 2021 every parcel imported into the European Union pays VAT, however small. The **Import One-Stop Shop (IOSS)** lets the seller charge that VAT at checkout and pay it to one EU country each month, instead of the customer paying it (plus a handling fee) at the door.

## When it applies

IOSS covers goods sent from outside the EU to a customer in the EU when the parcel's value is **€150 or less**. Above €150 the customer pays the import VAT and any duty at customs as before.

## What you need

- An IOSS number, given by an EU tax authority directly or through an intermediary. It is **IM** followed by **10 digits**, for example \`IM0123456789\`.
- To charge your customers the VAT of their country at checkout (Shopify can do this for you).
- To file a monthly IOSS return and pay the VAT you collected.

## How Dropport declares it

1. Enter your number in **Setting → IOSS** and turn the declaration on.
2. For each order to an EU country with a value of €150 or less, we print your IOSS number on the customs declaration of the parcel.
3. The parcel clears customs without the customer paying VAT again.

Orders over the threshold, or to countries outside the EU, are sent without it.

### Keep in mind

You are responsible for your IOSS number and for paying the VAT. Turn the declaration off if your number is suspended; a wrong number can hold parcels at customs.
`,
  },
};
