import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionResponse } from '../test/fixtures';
import { apiRequest } from './api/client';
import { featureStore, loadFeatureToggles } from './featureToggles';
import { sessionFromResponse, sessionStore } from './session';

vi.mock('./api/client', () => ({ apiRequest: vi.fn() }));
const answer = vi.mocked(apiRequest);

afterEach(() => sessionStore.clear());

describe('feature toggles', () => {
  it('tells the screens only when the answer differs from the list in use', async () => {
    sessionStore.set(sessionFromResponse(sessionResponse()));
    answer.mockResolvedValue(['view_seller_finance', 'view_seller_balance']);
    await loadFeatureToggles();
    const told = vi.fn();
    const stop = featureStore.subscribe(told);

    // The same list again (every signed-in load confirms its cache): nothing re-renders.
    answer.mockResolvedValue(['view_seller_finance', 'view_seller_balance']);
    await loadFeatureToggles();
    expect(told).not.toHaveBeenCalled();

    answer.mockResolvedValue(['view_seller_finance']);
    await loadFeatureToggles();
    expect(told).toHaveBeenCalledTimes(1);
    expect(featureStore.get()).toEqual(['view_seller_finance']);
    stop();
  });
});
