import { useSyncExternalStore } from 'react';
import { featureTogglesResponseSchema } from '@cofre/contract';
import { apiRequest } from './api/client';
import { sessionStore } from './session';

/**
 * Feature toggles of the signed-in seller (spec 1 §6): fetched once after sign-in or on the
 * first load, cached in localStorage, and the cache is used when a later fetch fails.
 */
export const FEATURES_STORAGE_KEY = 'cofre.featureToggles';

interface FeatureCache {
  idSeller: string;
  features: string[];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let loadedFor: string | null = null;
let inFlight: Promise<string[]> | null = null;

function readCache(idSeller: string): string[] | null {
  try {
    const cache = JSON.parse(localStorage.getItem(FEATURES_STORAGE_KEY) ?? 'null') as FeatureCache | null;
    return cache && cache.idSeller === idSeller && Array.isArray(cache.features) ? cache.features : null;
  } catch {
    return null;
  }
}

function writeCache(cache: FeatureCache): void {
  localStorage.setItem(FEATURES_STORAGE_KEY, JSON.stringify(cache));
}

let current: string[] | null = (() => {
  const session = sessionStore.get();
  return session ? readCache(session.user.idSeller) : null;
})();

/**
 * A list equal to the one in use changes nothing: the answer that confirms the cached toggles (every
 * signed-in load) would otherwise re-render the shell and the screen at once, synchronously, as a
 * store change does (the dashboard's longest task on a phone's first load, docs/web-performance.md).
 */
function setFeatures(features: string[] | null): void {
  if (
    features &&
    current &&
    features.length === current.length &&
    features.every((name, at) => current![at] === name)
  ) {
    return;
  }
  current = features;
  for (const listener of listeners) listener();
}

sessionStore.subscribe(() => {
  const session = sessionStore.get();
  if (!session) {
    loadedFor = null;
    if (current !== null) setFeatures(null);
  } else if (loadedFor !== null && loadedFor !== session.user.idSeller) {
    loadedFor = null;
    setFeatures(readCache(session.user.idSeller));
  }
});

export const featureStore = {
  get: (): string[] | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** GET /api/users/feature-toggles; on failure the cached list of this seller, or none. */
export async function loadFeatureToggles(): Promise<string[]> {
  const session = sessionStore.get();
  if (!session) return [];
  const { idSeller } = session.user;
  try {
    const features = await apiRequest('/users/feature-toggles', {}, featureTogglesResponseSchema);
    writeCache({ idSeller, features: [...features] });
    setFeatures([...features]);
  } catch (error) {
    console.error('Falha ao carregar as feature toggles; usando o cache.', error);
    if (sessionStore.get()) setFeatures(readCache(idSeller) ?? []);
  }
  loadedFor = idSeller;
  return current ?? [];
}

/** Loads the toggles once per page load and seller; later calls share the result. */
export function ensureFeatureToggles(): Promise<string[]> {
  const session = sessionStore.get();
  if (session && loadedFor === session.user.idSeller && current) return Promise.resolve(current);
  inFlight ??= loadFeatureToggles().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The toggles, or null while they are unknown (no cache and not loaded yet). */
export function useFeatures(): string[] | null {
  return useSyncExternalStore(featureStore.subscribe, featureStore.get, featureStore.get);
}
