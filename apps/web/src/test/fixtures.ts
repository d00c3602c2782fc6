import type { SessionResponse } from '@cofre/contract';

/** A sign-in answer as the server gives it, typed by the contract so it follows its changes. */
export function sessionResponse(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    email: 'ana@loja.com.br',
    roles: ['SELLER_ADMIN'],
    token: 'T',
    refreshToken: 'R',
    expiresIn: 900,
    idSeller: 's1',
    idUser: 'u1',
    sellerName: 'Loja da Ana',
    profile: 'ADMIN',
    mixedInstallment: false,
    document: '12345678000190',
    isActiveForTax: true,
    bankingType: 'BARTE_BANKING',
    sandbox: true,
    ...overrides,
  };
}
