/**
 * Screen texts of the auth feature (reset, new password, two-factor); /login's own are in
 * loginTexts.ts. The spec's messages (sign-in, reset) live in the contract.
 */
export const AUTH_TEXTS = {
  resetTitle: 'Trocar senha',
  resetIntro: 'Informe o e-mail da sua conta e enviaremos um link para você definir uma nova senha.',
  resetSubmit: 'Redefinir senha',
  backToLogin: 'Voltar para o login',
  newPasswordTitle: 'Nova senha',
  passwordHint: (minLength: number) => `Escolha uma senha com pelo menos ${minLength} caracteres.`,
  confirmPassword: 'Confirme sua senha',
  newPasswordSubmit: 'Definir nova senha',
  invitationLoading: 'Carregando o convite',
  twoFactorTitle: 'Verificação em duas etapas',
  twoFactorHint: (codeLength: number, email: string) =>
    `Digite o código de ${codeLength} dígitos do seu aplicativo autenticador para ${email}.`,
  codeLabel: 'Código de verificação',
  recoveryHint: (email: string) =>
    `Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas de ${email}.`,
  recoveryCodeLabel: 'Código de recuperação',
  recoveryPlaceholder: 'xxxx-xxxx',
  useRecoveryCode: 'Usar um código de recuperação',
  useAppCode: 'Usar o código do aplicativo',
  back: 'Voltar',
  trouble: 'Está com dificuldades para acessar?',
  troubleText:
    'Se você não consegue gerar o código no seu aplicativo autenticador, fale com o nosso suporte para recuperar o acesso à sua conta.',
  supportEmail: 'E-mail:',
  supportPhone: 'Telefone:',
} as const;
