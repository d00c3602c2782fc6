import { useNavigate } from 'react-router';
import { apiRequest, endSession, ensureFreshSession } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

/**
 * POST /api/auth/logout { refreshToken } (revokes the refresh family), then forget the
 * session whatever the answer: signing out must always work, even offline.
 */
export async function logout(): Promise<void> {
  try {
    const session = await ensureFreshSession();
    await apiRequest('/auth/logout', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
      auth: { bearer: session.token },
    });
  } catch (error) {
    console.warn('Falha ao encerrar a sessão no servidor.', error);
  } finally {
    endSession();
  }
}

async function logoutAndLeave(navigate: ReturnType<typeof useNavigate>): Promise<void> {
  await logout();
  await navigate('/login', { replace: true });
}

/** Sair: ends the session and opens /login (the shell's query cache dies with the shell). */
export function useLogout() {
  const navigate = useNavigate();
  const action = useAction(logoutAndLeave);
  return { run: () => action.run(navigate), isPending: action.isPending };
}
