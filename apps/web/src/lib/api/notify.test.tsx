import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showApiError, showSuccess } from './notify';
import { ApiError } from './ApiError';

const shown = () => notificationsStore.getState().notifications.map((toast) => String(toast.message));

describe('toasts', () => {
  afterEach(() => cleanNotifications());

  it('shows a message sent twice in a row once, and different messages each', () => {
    showSuccess('Conta enviada com sucesso. Aguarde o processamento da mesma.');
    showSuccess('Conta enviada com sucesso. Aguarde o processamento da mesma.');
    showSuccess('Limites alterado com sucesso.');
    expect(shown()).toEqual([
      'Conta enviada com sucesso. Aguarde o processamento da mesma.',
      'Limites alterado com sucesso.',
    ]);
  });

  it('keeps an error apart from a success with the same words', () => {
    showSuccess('Pronto');
    showApiError(new ApiError(409, [{ code: 'X-1', description: 'Pronto' }]), (item) => item.description);
    expect(shown()).toEqual(['Pronto', 'Pronto']);
  });
});
