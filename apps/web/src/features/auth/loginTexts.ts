/**
 * /login's texts (the layout and the sign-in form), apart from texts.ts so that /login's bundle
 * carries no other screen's words (budget 150 KB, design §8; docs/decisions.md).
 */
export const LOGIN_TEXTS = {
  about: (brandName: string) => `Sobre o ${brandName}`,
  headlineBefore: 'Venda em até',
  headlineInstallments: (installments: number) => `${installments}x`,
  headlineAfter: 'no cartão',
  pitch: 'Receba dos seus clientes com parcelamento, acompanhe cada cobrança e antecipe seus recebíveis.',
  title: 'Acesse sua conta',
  intro: 'Entre com o e-mail e a senha cadastrados.',
  email: 'E-mail',
  emailPlaceholder: 'voce@empresa.com.br',
  password: 'Senha',
  passwordPlaceholder: 'Sua senha',
  forgotPassword: 'Esqueci a senha',
  submit: 'Entrar',
} as const;
