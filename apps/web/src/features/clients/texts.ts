/**
 * Screen texts of the clients feature (spec 1 §2.7, §8 with D12). Validation messages are the
 * contract's (CLIENT_MESSAGES); these are what only the screens say.
 */
export const CLIENT_TEXTS = {
  listTitle: 'Clientes',
  listEmpty: 'Sem dados de clientes',
  listLoadError: 'Não foi possível carregar os clientes.',
  searchPlaceholder: 'Buscar por nome, documento ou e-mail',
  /** The server counts a search's matches up to a cap (clientPageSchema.capped). */
  searchCapped: (cap: number) =>
    `A busca encontrou mais de ${cap.toLocaleString('pt-BR')} clientes. Refine os termos para ver os demais.`,
  add: 'Adicionar cliente',
  created: 'Cliente cadastrado com sucesso!',
  contactUpdated: 'Cliente editado com sucesso!',
  addressUpdated: 'Endereço editado com sucesso!',
  useSellerAddress: 'Usar o meu endereço no lugar do endereço do cliente',
  usesSellerAddress: 'Este cliente usa o endereço do vendedor.',
  discardQuestion: 'Deseja descartar as alterações?',
  subscriptionsEmpty: 'Este cliente não possui assinaturas.',
  chargesEmpty: 'Sem dados de cobranças',
  scheduledEmpty: 'Nenhuma cobrança agendada.',
  tabLoadError: 'Não foi possível carregar esta lista.',
  retry: 'Tentar novamente',
};
