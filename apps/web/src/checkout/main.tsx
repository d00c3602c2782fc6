import './checkout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './CheckoutApp';
import { chargePageToken } from './api';
import { ChargePage } from './charge-page/ChargePage';

const root = document.getElementById('root');
const token = chargePageToken(window.location.pathname);
if (root) {
  createRoot(root).render(<StrictMode>{token ? <ChargePage token={token} /> : <CheckoutApp />}</StrictMode>);
}
