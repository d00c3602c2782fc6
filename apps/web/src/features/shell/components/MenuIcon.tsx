import { createElement } from 'react';
import type { IconProps, TablerIcon } from '@tabler/icons-react';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import IconBriefcase from '@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconCash from '@tabler/icons-react/dist/esm/icons/IconCash.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconFileInvoice from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconId from '@tabler/icons-react/dist/esm/icons/IconId.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconLink from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import IconPlugConnected from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
import IconQrcode from '@tabler/icons-react/dist/esm/icons/IconQrcode.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import IconRepeat from '@tabler/icons-react/dist/esm/icons/IconRepeat.mjs';
import IconReportAnalytics from '@tabler/icons-react/dist/esm/icons/IconReportAnalytics.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconUserCog from '@tabler/icons-react/dist/esm/icons/IconUserCog.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconUsersGroup from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import IconWallet from '@tabler/icons-react/dist/esm/icons/IconWallet.mjs';
import IconCircle from '@tabler/icons-react/dist/esm/icons/IconCircle.mjs';

/** Menu icons by route key and menu-group key. */
const ICONS: Record<string, TablerIcon> = {
  home: IconHome,
  paymentLinks: IconLink,
  myCheckout: IconShoppingCart,
  checkoutInfo: IconInfoCircle,
  myPlans: IconListDetails,
  charges: IconReceipt,
  cards: IconCreditCard,
  payments: IconCash,
  subscriptions: IconRepeat,
  clients: IconUsers,
  finance: IconBuildingBank,
  reports: IconReportAnalytics,
  settings: IconSettings,
  activatePj: IconBriefcase,
  accountData: IconId,
  pixConfig: IconQrcode,
  notificationSettings: IconBell,
  paymentMethods: IconWallet,
  security: IconShieldLock,
  invoiceSettings: IconFileInvoice,
  integration: IconPlugConnected,
  subSellers: IconUsersGroup,
  users: IconUserCog,
};

/** The icon of a route or group key (a generic circle for keys without one). */
export function MenuIcon({ iconKey, ...props }: IconProps & { iconKey: string }) {
  return createElement(ICONS[iconKey] ?? IconCircle, { size: 18, stroke: 1.7, 'aria-hidden': true, ...props });
}
