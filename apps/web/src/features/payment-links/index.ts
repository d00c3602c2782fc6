// Public surface of the payment-links feature: where other features may send the seller.
export { createLinkPath, editLinkPath, PAYMENT_LINKS_PATH } from './links';
