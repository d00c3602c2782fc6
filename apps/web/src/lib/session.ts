import { useSyncExternalStore } from 'react';
import type { SessionResponse } from '@cofre/contract';

/** What the back-office keeps about the signed-in user (spec 1 §3, "Session"). */
export type SessionUser = Omit<SessionResponse, 'token' | 'refreshToken' | 'expiresIn'>;

export interface StoredSession {
  token: string;
  refreshToken: string;
  /** Absolute expiry of `token`, epoch milliseconds. */
  expiresAt: number;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = 'cofre.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    if (typeof parsed?.token !== 'string' || typeof parsed.refreshToken !== 'string' || !parsed.user) {
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

let current: StoredSession | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function sessionFromResponse(response: SessionResponse, now: number = Date.now()): StoredSession {
  const { token, refreshToken, expiresIn, ...user } = response;
  return { token, refreshToken, expiresAt: now + expiresIn * 1000, user };
}

export const sessionStore = {
  get(): StoredSession | null {
    return current;
  },
  set(session: StoredSession): void {
    current = session;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    emit();
  },
  clear(): void {
    const had = current !== null;
    current = null;
    localStorage.removeItem(SESSION_STORAGE_KEY);
    if (had) emit();
  },
  /** Re-reads localStorage: another tab may have refreshed or ended the session. */
  reload(): StoredSession | null {
    const stored = read();
    if (stored?.token !== current?.token) {
      current = stored;
      emit();
    }
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
