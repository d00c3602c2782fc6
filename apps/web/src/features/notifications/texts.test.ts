import { describe, expect, it } from 'vitest';
import { UNREAD_QUANTITY_CAP } from '@cofre/contract';
import { NOTIFICATION_TEXTS } from './texts';

describe('the drawer line of unread notifications', () => {
  it('says the exact count below the cap, in singular or plural', () => {
    expect(NOTIFICATION_TEXTS.unreadCount(1)).toBe('1 não lida');
    expect(NOTIFICATION_TEXTS.unreadCount(99)).toBe('99 não lidas');
  });

  it("says '99+' when the server's count stops at its cap", () => {
    expect(NOTIFICATION_TEXTS.unreadCount(UNREAD_QUANTITY_CAP)).toBe('99+ não lidas');
  });
});
