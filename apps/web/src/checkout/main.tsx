import './checkout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './CheckoutApp';
import { chargePageToken, isThreeDSecurePath } from './api';
import { ChargePage } from './charge-page/ChargePage';
import { ThreeDSecurePage } from './three-ds/ThreeDSecurePage';

const root = document.getElementById('root');
const { pathname } = window.location;
const token = chargePageToken(pathname);

/** The page of the address: the 3-D Secure challenge, a charge's page, or a payment link (docs/hosted-checkout.md). */
function Page() {
  if (isThreeDSecurePath(pathname)) return <ThreeDSecurePage />;
  return token ? <ChargePage token={token} /> : <CheckoutApp />;
}

if (root) {
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
