// Public surface of the subscriptions feature: where other features may send the seller.
export { IMPORT_PATH, SUBSCRIPTIONS_PATH, subscriptionPath } from './links';
