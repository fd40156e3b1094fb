import type { PageTexts } from './types.js';

/** The terms and privacy policy in en-US. */
export const legal: PageTexts<'terms' | 'privacy'> = {
  terms: {
    title: 'Terms of Service',
    body: `These terms form the agreement between you, the seller using Dropport, and Dropport, which provides the service.

## 1. The service

Dropport is an online console for dropshipping sellers. It lets you browse a market of products offered by independent suppliers, collect them in an import list, publish them to the online stores you link, and have the orders your customers place fulfilled by those suppliers.

Dropport does not sell the products to your customers and does not own the suppliers' stock. We provide the software, the prepaid wallet and the coordination between you, the suppliers and the carriers.

## 2. Your account

You need an account to use the console. When you create and use one:

- register with a business email address that you control; we send a code to confirm it;
- each account belongs to one person: do not share your sign-in details with anyone else;
- keep your password and verification codes safe, and tell us at once at support@dropport.example if you think someone else has used your account;
- keep your account details accurate and up to date.

You must be acting for a business and be able to enter into contracts. You are responsible for what is done under your account until you tell us that it may have been misused.

## 3. The prepaid wallet

Orders are paid from a prepaid wallet held in your account:

- balances are kept and shown in US dollars (USD);
- you top up the wallet by card through our payment gateway, or by bank transfer; a transfer is credited once the funds have arrived and its payment reference has been matched;
- when you pay an order, its full cost is taken from the balance; an order your balance cannot cover waits until you top up;
- refunds for cancelled orders, items out of stock and accepted claims are credited to the wallet;
- the wallet is not a bank account or a savings product, and the balance earns no interest;
- referral commissions are credited separately and can be withdrawn once they reach the minimum shown on the withdrawal page; when you close your account, any remaining balance is paid back to you after open orders are settled.

## 4. Supplier products and shipping times

Product descriptions, photos, stock levels and costs come from the suppliers. We check them with care but cannot guarantee that they are complete or always current; the cost and availability that apply are those shown when you pay for an order.

Processing and shipping times are estimates given by suppliers and carriers, not promises. Carriers, customs, weather and public holidays can cause delays, and duties or import taxes may be due in the destination country.

## 5. Linked stores

You can link your Shopify store to Dropport. By linking it, you allow Dropport to publish the products you choose, read the orders that contain them, and send fulfilment and tracking information back to the store. You can unlink the store at any time, in the console or by uninstalling the app in Shopify.

You are the merchant of record towards your customers: you set your retail prices, take their payments, and are responsible for your store's terms, returns policy, taxes, consumer-law duties and customer service. You must also follow Shopify's own terms.

## 6. Acceptable use

You must not use Dropport to:

- sell products that are illegal, counterfeit or unsafe, or that infringe someone else's rights, in the countries where you sell them;
- make misleading claims about products, prices or delivery times;
- pay with cards or funds you are not allowed to use, or to move money for anyone else;
- try to reach accounts or data that are not yours, overload the service, or collect its content automatically outside the published API;
- resell the service or give other people access to your account.

We may remove products or hold orders that break these rules, and we will tell you why.

## 7. Fees

Creating an account and browsing the market are free. For each order you pay the product cost, the shipping cost and any service or handling fee. All of these are shown before you pay, and the amount taken from your wallet is the amount you confirmed.

The payment gateway may charge a fee for card top-ups, and your bank may charge for transfers; a gateway fee is shown before you confirm the top-up. We will tell you at least 30 days in advance before we introduce a new fee or raise an existing one.

## 8. Limits of liability

We run Dropport with reasonable care and skill, but we provide it as it is, and it may now and then be unavailable for maintenance or because of events outside our control.

We are not liable for lost profits, lost business or indirect losses, nor for what suppliers, carriers, payment providers or Shopify do. Our total liability for any claim is limited to the service fees you paid to Dropport in the 12 months before the claim arose. Nothing in these terms limits liability that the law does not allow to be limited.

## 9. Termination

You may close your account at any time, in the console or by writing to support. Orders you have already paid for are still fulfilled, and any remaining balance is handled as clause 3 describes.

We may suspend or close an account that breaks these terms, is used for fraud, or causes repeated chargebacks. Unless the law or a risk of harm prevents it, we will tell you why beforehand and give you a chance to respond.

## 10. Changes and contact

We may update these terms when the service or the law changes. We will announce material changes in the console and by email at least 30 days before they take effect; if you keep using Dropport after that date, you accept the new terms.

Questions about these terms: support@dropport.example.
`,
  },
  privacy: {
    title: 'Privacy Policy',
    body: `This policy explains what personal data Dropport handles when you use the console, why we handle it, and what choices you have.

## 1. What we collect

We collect only what we need to run the service:

- account data: your business email address, your password (stored only as a hash), your account number, your invitation code, your language and the settings you save;
- store data received from Shopify: your shop's name and address, the products you publish and the orders that contain them, including your customers' names, shipping addresses and phone numbers, which are needed to fulfil those orders;
- payment references: top-up amounts, transaction numbers and bank-transfer references. Card details are entered on the payment gateway's page and handled by the gateway; Dropport never receives or stores card numbers;
- technical data: IP address, browser type and sign-in times, used to keep accounts secure and to investigate errors.

## 2. Why we use it

We use this data to:

- fulfil your orders: pass them to suppliers, follow each shipment and send the tracking back to your store;
- run the wallet: record top-ups, payments, refunds and referral commissions;
- answer your support requests and send you service messages, such as verification codes and order updates;
- keep the service secure: detect fraud, limit repeated failed sign-ins and protect your account.

We do not sell personal data, and we do not use your customers' data for our own marketing.

## 3. Storage in your browser

The console keeps a few items in your browser's storage:

- your sign-in credential (your user ID and a session token, never your password): in localStorage when you tick “Remember password”, so that it survives closing the browser, and otherwise in sessionStorage, which is cleared when you close the tab;
- the language you chose, in localStorage;
- your display settings, such as the theme and the menu layout, and the tabs you have open, in sessionStorage.

We use no advertising or tracking cookies. Signing out removes the credential from your browser.

## 4. How long we keep it

We keep personal data only for as long as we need it:

- account data while your account is open, and for up to 90 days after you close it, so that open orders, refunds and disputes can be settled;
- your customers' shipping details for as long as the order can still be delivered, returned or disputed, and no longer than 180 days after delivery, unless a redaction request removes them sooner;
- order and wallet records (amounts, dates and references) for as long as tax and accounting law requires;
- security logs for up to 12 months.

## 5. Who we share it with

We share personal data only with those who need it to provide the service:

- suppliers and carriers receive what shipping needs: the recipient's name, shipping address and phone number, and the items to send;
- your linked Shopify store receives the fulfilment status and the tracking numbers of its orders;
- the payment gateway receives what it needs to process a top-up;
- our hosting and email providers handle data on our behalf, under contracts that bind them to our instructions.

We may also disclose data when the law requires it, for example to tax authorities or in response to a court order.

## 6. Your rights

You can ask us to:

- give you access to the personal data we hold about you;
- correct data that is wrong or incomplete;
- delete your data, apart from records the law obliges us to keep;
- export your data in a structured, machine-readable format.

Write to privacy@dropport.example and we will answer within 30 days. We also honour the privacy requests Shopify sends us: a customers/redact request erases that customer's data from your store's orders, and a shop/redact request erases your store's data after you uninstall the app.

## 7. Security

Passwords are never stored as plain text: they are hashed with Argon2. Connections to the console are encrypted, verification codes expire after a few minutes, and repeated failed sign-ins are blocked for a while.

Sessions expire: by default a session ends after 12 hours without use, or after 30 days when you ticked “Remember password”, and signing out ends it at once. Our staff can reach personal data only as far as their work requires.

## 8. Contact and changes

For questions or requests about your personal data, write to privacy@dropport.example. If you are not satisfied with our answer, you may complain to the data protection authority where you live.

We will announce material changes to this policy in the console and by email before they take effect.
`,
  },
};
